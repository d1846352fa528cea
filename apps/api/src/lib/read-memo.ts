/**
 * Remembers the result of a read (an expensive admin list, a site's languages) until the next write. Every write calls
 * ctx.invalidate(), which clears it (an in-flight read is dropped with it, so it cannot bring back
 * pre-write data); `maxAgeMs` bounds what another instance's write can leave stale here.
 * Concurrent misses share one query. Callers must not mutate what they get.
 */
export class ReadMemo<T> {
  private readonly entries = new Map<string, { value: Promise<T>; at: number; settled?: { value: T } }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.maxAgeMs) return hit.value;
    const value = load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry: { value: Promise<T>; at: number; settled?: { value: T } } = { value, at: now };
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        entry.settled = { value: loaded };
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /**
   * What get() would answer, without waiting: `{ value }` once the read has arrived (and is still
   * fresh), undefined while it must load or is loading. For a hot path that answers in the same
   * turn when it can (a promise per request costs more than the lookup).
   */
  peek(key: string): { value: T } | undefined {
    const hit = this.entries.get(key);
    return hit && Date.now() - hit.at < this.maxAgeMs ? hit.settled : undefined;
  }

  clear(): void {
    this.entries.clear();
  }
}

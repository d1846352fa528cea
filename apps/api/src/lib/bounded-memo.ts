/**
 * A small map of computed answers with a hard size: when full, the oldest entry goes (insertion
 * order). For pure functions of a string that every beacon asks again with the same few inputs
 * (a user agent's bot verdict and device, a referrer's host, a proxy-trust verdict, a visitor's
 * hash under the day's salt): the answer is the function's own.
 */
export class BoundedMemo<V> {
  private readonly entries = new Map<string, V>();

  constructor(
    private readonly compute: (key: string) => V,
    private readonly maxEntries = 2000,
  ) {}

  get(key: string): V {
    const known = this.entries.get(key);
    if (known !== undefined || this.entries.has(key)) return known as V;
    const value = this.compute(key);
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return value;
  }
}

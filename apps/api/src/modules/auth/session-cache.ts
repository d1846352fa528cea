import type { AdminUser } from '../../contract';

export interface SessionFacts {
  sessionId: number;
  user: AdminUser;
  expiresAt: number;
  /** The later of the stored last_used_at and this process's unflushed use. */
  lastUsedAt: number;
}

interface Entry extends SessionFacts {
  loadedAt: number;
}

/**
 * Keeps the token check off the database on the hot path:
 * - a short-lived map token hash -> session (read through, dropped on logout here). Another
 *   instance's logout reaches this one when the entry expires: within `ttlMs`.
 * - last_used_at touches remembered in memory and written in one batch every `flushMs` and on
 *   shutdown, instead of a write per request. The idle limit is hours, so a touch a minute late
 *   changes nothing.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly touches = new Map<number, number>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number): SessionFacts | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.loadedAt >= this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Stores what the database said, merged with a touch this process has not written yet. */
  put(tokenHash: string, facts: SessionFacts, now: number): SessionFacts {
    const pending = this.touches.get(facts.sessionId) ?? 0;
    const entry = { ...facts, lastUsedAt: Math.max(facts.lastUsedAt, pending), loadedAt: now };
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(tokenHash, entry);
    return entry;
  }

  touch(tokenHash: string, sessionId: number, now: number): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.lastUsedAt = now;
    this.touches.set(sessionId, now);
  }

  /** Drops every cached session of one person (suspended, removed, password changed). */
  forgetUser(userId: number, exceptSessionId?: number): void {
    for (const [hash, entry] of this.entries) {
      if (entry.user.id === userId && entry.sessionId !== exceptSessionId) {
        this.entries.delete(hash);
        this.touches.delete(entry.sessionId);
      }
    }
  }

  /** Every checked session is checked again at its next use (touches still to write stay). */
  clear(): void {
    this.entries.clear();
  }

  forget(sessionId: number): void {
    this.touches.delete(sessionId);
    for (const [hash, entry] of this.entries) if (entry.sessionId === sessionId) this.entries.delete(hash);
  }

  /** The touches to write, removed from the queue (put back with `requeue` if the write fails). */
  takeTouches(): Array<[sessionId: number, at: number]> {
    const taken = [...this.touches];
    this.touches.clear();
    return taken;
  }

  requeue(touches: Array<[number, number]>): void {
    for (const [sessionId, at] of touches) this.touches.set(sessionId, Math.max(at, this.touches.get(sessionId) ?? 0));
  }
}

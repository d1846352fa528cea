import { availableParallelism } from 'node:os';
import { HttpError } from '../../lib/errors';

/**
 * Bounds concurrent password hashing. One scrypt costs ~0.3 s of a core and 128 MiB; a burst of
 * logins hashed all at once starves every other request (40 at once took 22 s). A few run, a short
 * queue waits, and anything beyond answers 503 with Retry-After at once.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency = Math.max(1, Math.min(4, availableParallelism())),
    readonly queueLimit = concurrency * 2,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) {
        throw new HttpError(503, 'Too many sign-in attempts at once. Please try again in a moment.', {}, { 'Retry-After': '2' });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

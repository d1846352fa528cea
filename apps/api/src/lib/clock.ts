/** Where the server reads the time, so tests can move it (scheduled publish, trash purge). */
export interface Clock {
  now(): Date;
  /** Called after the time jumps (a settable clock only); the returned promises are awaited. */
  onJump?(listener: () => Promise<void>): void;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock the tests set: `await clock.set(date)` returns once every listener has reacted. */
export class SettableClock implements Clock {
  private current: Date;
  private readonly listeners: Array<() => Promise<void>> = [];

  constructor(start: Date = new Date()) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  onJump(listener: () => Promise<void>): void {
    this.listeners.push(listener);
  }

  async set(date: Date): Promise<void> {
    this.current = new Date(date);
    await Promise.all(this.listeners.map((listener) => listener()));
  }

  advance(ms: number): Promise<void> {
    return this.set(new Date(this.current.getTime() + ms));
  }
}

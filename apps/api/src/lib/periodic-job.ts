import type { Clock } from './clock';

/**
 * How often a job runs unless it says otherwise: the newsletter purge (unconfirmed addresses are
 * kept 30 days): an hour late is nothing to it. The campaign roll-up runs every minute (it keeps
 * the open day's raw clicks to a minute or two).
 */
const INTERVAL_MS = 60 * 60_000;
/** The first pass waits a little, so a starting server answers readers first. */
const FIRST_DELAY_MS = 60_000;

/**
 * Runs a periodic task inside the API process, like the publish scheduler: hourly or as set (and once shortly
 * after the start), and at once when a settable clock (tests) jumps, so a test moves time instead
 * of sleeping. Passes never overlap; a failure is reported and the next pass tries again.
 */
export class PeriodicJob {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    clock: Clock,
    private readonly task: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = INTERVAL_MS,
  ) {
    clock.onJump?.(() => (this.stopped ? Promise.resolve() : this.run()));
  }

  start(): void {
    this.stopped = false;
    const first = setTimeout(() => void this.run(), FIRST_DELAY_MS);
    const every = setInterval(() => void this.run(), this.intervalMs);
    first.unref();
    every.unref();
    this.timers = [first, every];
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
  }

  /** One pass; a call during a pass waits for it and runs once more. */
  run(): Promise<void> {
    if (this.running) return this.running.then(() => this.run());
    this.running = this.task()
      .then(() => undefined)
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}

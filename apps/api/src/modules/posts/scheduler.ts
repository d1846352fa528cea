import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postTranslations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { PostService } from './service';

/** How often the scheduler looks anyway (a safety net: the next-due timer does the exact work). */
const INTERVAL_MS = 60_000;
/** setTimeout's limit; a due time further away is re-checked by the interval. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Runs inside the API process: publishes scheduled translations when their time comes
 * (published_at = publish_at) and purges the trash after its retention. Wakes at the next due
 * time and every minute; a settable clock (tests) wakes it when the time jumps.
 */
export class PublishScheduler {
  private interval: NodeJS.Timeout | undefined;
  private next: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly posts: PostService,
    private readonly clock: Clock,
    /** Called after translations went public (the public caches must forget). */
    private readonly onPublished: () => void,
    private readonly onError: (error: unknown) => void,
  ) {
    clock.onJump?.(() => (this.stopped ? Promise.resolve() : this.run()));
  }

  start(): void {
    this.stopped = false;
    this.interval = setInterval(() => void this.run(), INTERVAL_MS);
    this.interval.unref();
    void this.run();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.interval);
    clearTimeout(this.next);
  }

  /** Re-plan after a save that may have scheduled something. */
  wake(): void {
    if (!this.stopped) void this.run();
  }

  /** One pass; concurrent calls share it, then run once more so no wake-up is lost. */
  run(): Promise<void> {
    if (this.running) return this.running.then(() => this.run());
    this.running = this.pass()
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Publishes what is due; returns how many translations went public. */
  async publishDue(): Promise<number> {
    const now = this.clock.now();
    const published = await this.db
      .update(postTranslations)
      .set({ status: 'published', publishedAt: sql`${postTranslations.publishAt}` })
      .where(and(eq(postTranslations.status, 'scheduled'), lte(postTranslations.publishAt, now)))
      .returning({ id: postTranslations.id });
    if (published.length > 0) this.onPublished();
    return published.length;
  }

  private async pass(): Promise<void> {
    await this.publishDue();
    await this.posts.purgeTrash();
    if (this.stopped) return;
    const [due] = await this.db
      .select({ at: postTranslations.publishAt })
      .from(postTranslations)
      .where(eq(postTranslations.status, 'scheduled'))
      .orderBy(asc(postTranslations.publishAt))
      .limit(1);
    clearTimeout(this.next);
    if (due?.at) {
      const wait = Math.min(MAX_TIMEOUT_MS, Math.max(0, due.at.getTime() - this.clock.now().getTime()));
      this.next = setTimeout(() => void this.run(), wait);
      this.next.unref();
    }
  }
}

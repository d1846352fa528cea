import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL channel every API instance of one database listens on. */
export const INVALIDATION_CHANNEL = 'sitenet_cache_invalidation';

const HEARTBEAT_MS = 30_000;
const MAX_RETRY_MS = 5_000;

interface Message {
  /** The sending instance: it has already invalidated its own caches. */
  from: string;
  /** The site whose replies changed; absent = every site. */
  siteId?: number;
  /** A person whose grants or sessions changed (suspended, removed, new roles, new password). */
  person?: { id: number; keepSession?: number };
}

/** Forget what is remembered of a person (their grants, their checked sessions but `keepSession`); no id: of everyone. */
export type PersonChanged = (userId?: number, keepSession?: number) => void;

interface Logger {
  info: (message: string) => void;
  warn: (object: unknown, message: string) => void;
}

/**
 * Carries cache invalidations between API instances that share one PostgreSQL: `publish` sends a
 * NOTIFY through the pool, and a dedicated connection LISTENs for the other instances' ones. A
 * person's change (`publishPerson`) reaches the others the same way, so a suspension or a new
 * password ends that person's sessions on every instance at once, not after the session cache's
 * few seconds. That
 * connection reconnects on its own; since notifications sent while it was away are lost, every
 * (re)connection drops all cached replies (`onInvalidate()` without a site).
 */
export class InvalidationBus {
  private readonly instanceId = randomUUID();
  private client: pg.Client | null = null;
  private closed = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onInvalidate: (siteId?: number) => void,
    private readonly log: Logger,
    private readonly onPersonChanged: PersonChanged = () => undefined,
  ) {}

  /** Resolves after the first connection attempt; a failed one is retried in the background. */
  start(): Promise<void> {
    return this.connect();
  }

  publish(siteId?: number): void {
    this.send(siteId === undefined ? { from: this.instanceId } : { from: this.instanceId, siteId });
  }

  /** Another instance must stop trusting what it remembers of this person at once. */
  publishPerson(userId: number, keepSession?: number): void {
    this.send({ from: this.instanceId, person: keepSession === undefined ? { id: userId } : { id: userId, keepSession } });
  }

  private send(message: Message): void {
    this.pool
      .query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, JSON.stringify(message)])
      .catch((error: unknown) => this.log.warn({ err: error }, 'cache invalidation not sent to other instances'));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    // Same server and credentials as the pool; fail fast like it, notice a dead peer.
    const client = new pg.Client({ ...this.pool.options, keepAlive: true, query_timeout: 10_000 });
    client.on('notification', (notification) => this.receive(notification.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.failures > 0) this.log.info('cache invalidation listener reconnected');
    this.failures = 0;
    this.onInvalidate();
    this.onPersonChanged();
    // A connection cut without a FIN or RST shows up only when it is used.
    this.heartbeatTimer = setInterval(() => {
      client.query('select 1').catch((error: unknown) => this.lost(client, error));
    }, HEARTBEAT_MS);
    this.heartbeatTimer.unref();
  }

  private receive(payload: string | undefined): void {
    let message: Partial<Message>;
    try {
      message = JSON.parse(payload ?? '') as Partial<Message>;
    } catch {
      return;
    }
    if (message.from === this.instanceId) return;
    if (message.person && typeof message.person.id === 'number') {
      const keep = message.person.keepSession;
      this.onPersonChanged(message.person.id, typeof keep === 'number' ? keep : undefined);
      return;
    }
    this.onInvalidate(typeof message.siteId === 'number' ? message.siteId : undefined);
  }

  /** Called once or more per lost connection (error, then end): reconnects once. */
  private lost(client: pg.Client, error?: unknown): void {
    if (this.closed || client.listenerCount('notification') === 0) return;
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.client === client) this.client = null;
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    if (this.failures === 0) this.log.warn({ err: error }, 'cache invalidation listener lost its connection');
    const delay = Math.min(MAX_RETRY_MS, 250 * 2 ** this.failures);
    this.failures += 1;
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}

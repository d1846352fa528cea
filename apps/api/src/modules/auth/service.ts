import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AdminUser } from '../../contract';
import type { Db } from '../../db/client';
import { adminUsers, loginFailures, sessions } from '../../db/schema';
import { HttpError, unauthorized } from '../../lib/errors';
import { HashGate } from './hash-gate';
import { burnEquivalentTime, verifyPassword } from './password';
import { SessionCache, type SessionFacts } from './session-cache';

export interface AuthConfig {
  idleMinutes: number;
  absoluteHours: number;
  /** Failed logins allowed per account, and per client address, inside the window. */
  accountLimit: number;
  ipLimit: number;
  windowMinutes: number;
  /** How long a checked token is trusted without asking the database (revocation delay across instances). */
  sessionCacheMs?: number;
  /** How often remembered last_used_at touches are written. */
  touchFlushMs?: number;
  /** The network settings' session lifetime for new sessions (hours); null: `absoluteHours`. */
  sessionHours?: () => Promise<number | null>;
}

/** A logout on another instance reaches this one within this long (same instance: at once). */
export const SESSION_CACHE_MS = 10_000;
const TOUCH_FLUSH_MS = 30_000;

export const DEFAULT_THROTTLE = { accountLimit: 5, ipLimit: 20, windowMinutes: 15 } as const;

export interface AuthenticatedAdmin {
  user: AdminUser;
  sessionId: number;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
const TOKEN_PATTERN = /^Bearer ([A-Za-z0-9_-]{43})$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class AuthService {
  private readonly hashGate = new HashGate();
  private readonly sessionCache: SessionCache;
  private readonly flushTimer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly config: AuthConfig,
  ) {
    this.sessionCache = new SessionCache(config.sessionCacheMs ?? SESSION_CACHE_MS);
    this.flushTimer = setInterval(() => void this.flushTouches().catch(() => undefined), config.touchFlushMs ?? TOUCH_FLUSH_MS);
    this.flushTimer.unref();
  }

  async login(emailInput: string, password: string, ip: string, userAgent: string | null = null): Promise<{ token: string; user: AdminUser }> {
    const email = emailInput.trim().toLowerCase();
    const keys = [`account:${email}`, `ip:${ip}`];
    // Counted before the slow hash, atomically: at most `limit` attempts per key reach the hash in
    // a window, however many arrive at once.
    const attemptIds = await this.claimAttempt(keys);

    let row: typeof adminUsers.$inferSelect | undefined;
    let ok: boolean;
    try {
      [row] = await this.db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
      ok = await this.hashGate.run(async () =>
        row ? verifyPassword(password, row.passwordHash) : (await burnEquivalentTime(password), false),
      );
    } catch (error) {
      // Not evaluated (hashing busy, database error): the attempt does not count.
      await this.db.delete(loginFailures).where(inArray(loginFailures.id, attemptIds)).catch(() => undefined);
      throw error;
    }
    // A suspended person learns it only with the right password (and gets no session).
    if (row && ok && row.status !== 'active') throw unauthorized('This account is suspended');
    if (!row || !ok) {
      // The claimed rows stay: they are the failure. Rows older than the window never count again.
      await this.db.delete(loginFailures).where(lt(loginFailures.failedAt, this.windowStart()));
      throw unauthorized(INVALID_CREDENTIALS);
    }
    // Success clears the account's counter and this attempt; the address keeps its earlier failures.
    await this.db.delete(loginFailures).where(eq(loginFailures.key, keys[0]!));
    await this.db.delete(loginFailures).where(inArray(loginFailures.id, attemptIds));

    const token = await this.startSession(row.id, userAgent);
    return { token, user: { id: row.id, name: row.name, email: row.email } };
  }

  /**
   * A new session for a person whose identity was proven another way than the password (an
   * accepted invitation); also sign-in's own last step. Returns the bearer token. `userAgent`
   * (already cut, see device-label.ts) only names the session on the person's profile.
   */
  async startSession(userId: number, userAgent: string | null = null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const hours = (await this.config.sessionHours?.()) ?? this.config.absoluteHours;
    const now = new Date();
    await this.db.insert(sessions).values({
      adminUserId: userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + hours * 3_600_000),
      userAgent,
    });
    return token;
  }

  /**
   * Resolves the Authorization header to an admin, or throws 401 (missing, malformed, unknown,
   * expired, revoked). Reads the database at most once per token per cache period and never
   * writes: the use is remembered and flushed in batches (see SessionCache).
   */
  async authenticate(header: string | undefined): Promise<AuthenticatedAdmin> {
    const match = header ? TOKEN_PATTERN.exec(header) : null;
    if (!match) throw unauthorized();
    const tokenHash = hashToken(match[1]!);
    const now = Date.now();
    const session = this.sessionCache.get(tokenHash, now) ?? (await this.loadSession(tokenHash, now));
    if (
      !session ||
      session.expiresAt <= now ||
      session.lastUsedAt + this.config.idleMinutes * 60_000 <= now
    ) {
      throw unauthorized();
    }
    this.sessionCache.touch(tokenHash, session.sessionId, now);
    return { sessionId: session.sessionId, user: session.user };
  }

  private async loadSession(tokenHash: string, now: number): Promise<SessionFacts | undefined> {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        status: adminUsers.status,
        id: adminUsers.id,
        name: adminUsers.name,
        email: adminUsers.email,
      })
      .from(sessions)
      .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminUserId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    // A suspended person's sessions are revoked too; the status check also covers a cache elsewhere.
    if (!row || row.revokedAt || row.status !== 'active') return undefined;
    return this.sessionCache.put(
      tokenHash,
      {
        sessionId: row.sessionId,
        user: { id: row.id, name: row.name, email: row.email },
        expiresAt: row.expiresAt.getTime(),
        lastUsedAt: row.lastUsedAt.getTime(),
      },
      now,
    );
  }

  async logout(sessionId: number): Promise<void> {
    this.sessionCache.forget(sessionId);
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  }

  /**
   * Ends a person's sessions (all, or all but `exceptSessionId`): suspension, removal, a password
   * change, "sign out everywhere else". At once in this instance; another instance drops its cached
   * copy within SESSION_CACHE_MS. Returns how many were open.
   */
  /**
   * Stops trusting the remembered sessions of a person (but `keepSession`), or of everyone: their
   * next request reads the session and the person again (a suspension, new roles, a revocation made
   * by another instance).
   */
  forgetCached(userId?: number, keepSession?: number): void {
    if (userId === undefined) this.sessionCache.clear();
    else this.sessionCache.forgetUser(userId, keepSession);
  }

  async revokeSessions(userId: number, exceptSessionId?: number): Promise<number> {
    this.sessionCache.forgetUser(userId, exceptSessionId);
    const revoked = await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.adminUserId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
        ),
      )
      .returning({ id: sessions.id });
    return revoked.length;
  }

  /** Checks a person's password (bounded like sign-in: scrypt is slow). */
  async checkPassword(userId: number, password: string): Promise<boolean> {
    const [row] = await this.db.select({ hash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, userId)).limit(1);
    return this.hashGate.run(async () => (row ? verifyPassword(password, row.hash) : false));
  }

  /** Writes the remembered last_used_at touches (timer, and on shutdown through close()). */
  async flushTouches(): Promise<void> {
    const touches = this.sessionCache.takeTouches();
    try {
      for (const [sessionId, at] of touches) {
        await this.db
          .update(sessions)
          .set({ lastUsedAt: sql`greatest(${sessions.lastUsedAt}, ${new Date(at).toISOString()}::timestamptz)` })
          .where(eq(sessions.id, sessionId));
        // The person's "last seen" follows their sessions' use.
        await this.db
          .update(adminUsers)
          .set({ lastSeenAt: sql`greatest(${adminUsers.lastSeenAt}, ${new Date(at).toISOString()}::timestamptz)` })
          .where(sql`${adminUsers.id} = (select ${sessions.adminUserId} from ${sessions} where ${sessions.id} = ${sessionId})`);
      }
    } catch (error) {
      this.sessionCache.requeue(touches);
      throw error;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.flushTimer);
    await this.flushTouches();
  }

  private windowStart(): Date {
    return new Date(Date.now() - this.config.windowMinutes * 60_000);
  }

  /**
   * Checks every key against its limit and records the attempt under all of them, in one
   * transaction holding an advisory lock per key: parallel logins for one key queue here, so the
   * check and the insert can never interleave (on PostgreSQL across instances too). Throws 429
   * with Retry-After when a key is at its limit. Returns the ids of the recorded rows.
   */
  private async claimAttempt(keys: string[]): Promise<number[]> {
    const limits = [this.config.accountLimit, this.config.ipLimit];
    return this.db.transaction(async (tx) => {
      // Always account before address: one lock order, no deadlocks.
      for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      const since = this.windowStart();
      let retryAfter = 0;
      for (const [index, key] of keys.entries()) {
        const limit = limits[index]!;
        const [counted] = await tx
          .select({ n: count() })
          .from(loginFailures)
          .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)));
        if ((counted?.n ?? 0) < limit) continue;
        // The counter drops below the limit when the limit-th most recent failure leaves the window.
        const [pivot] = await tx
          .select({ failedAt: loginFailures.failedAt })
          .from(loginFailures)
          .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)))
          .orderBy(desc(loginFailures.failedAt))
          .offset(limit - 1)
          .limit(1);
        const freeAt = (pivot?.failedAt.getTime() ?? Date.now()) + this.config.windowMinutes * 60_000;
        retryAfter = Math.max(retryAfter, Math.ceil((freeAt - Date.now()) / 1000));
      }
      if (retryAfter > 0) {
        throw new HttpError(
          429,
          'Too many failed sign-in attempts. Please try again later.',
          {},
          { 'Retry-After': String(Math.max(1, retryAfter)) },
        );
      }
      const now = new Date();
      const rows = await tx
        .insert(loginFailures)
        .values(keys.map((key) => ({ key, failedAt: now })))
        .returning({ id: loginFailures.id });
      return rows.map((row) => row.id);
    });
  }
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminPasswordResetResponse } from '../../contract';
import { adminUsers, passwordResets } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { HttpError, notFound } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limit';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import type { PeopleService } from '../people/service';
import { currentNetworkSettings } from '../settings/service';
import { gone, hashOfPresented, linkTo, newLinkToken, weakPassword } from './link-token';
import { resetMessage } from './mail-texts';

export const RESET_TTL_MS = 3_600_000;
const QUARTER = 15 * 60_000;

/** What "Forgot password" answers, whatever the email: nothing tells whether an account exists. */
export const RESET_REQUESTED_MESSAGE = 'If an account uses this email, a link to reset its password is on its way.';

/**
 * Password resets by link (1 hour, single use, a newer link revokes the older ones), asked for at
 * "Forgot password" or handed out by someone who manages the person. Setting the password ends
 * every session of the person.
 */
export class PasswordResetService {
  private readonly perAddress = new RateLimiter(10, QUARTER);
  private readonly perEmail = new RateLimiter(3, 4 * QUARTER);
  private readonly perManager = new RateLimiter(30, 4 * QUARTER);
  private readonly usesPerAddress = new RateLimiter(30, QUARTER);
  /**
   * "Forgot password" work runs after the reply, one request at a time: the reply takes the same
   * time for a known and an unknown email, and a flood queues here instead of opening SMTP
   * connections by the hundred. (In order: a later request's mail means the earlier ones are done.)
   */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly people: PeopleService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** POST /api/password-reset: throttled per address and per email, then always the same answer. */
  request(email: string, address: string): void {
    this.perAddress.take(`ip:${address}`);
    this.perEmail.take(`email:${email}`);
    this.queue = this.queue
      .then(() => this.mailLinkTo(email))
      // The link is never logged: only that a mail failed.
      .catch((error: unknown) => this.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'password reset mail not sent'));
  }

  /** POST /api/admin/users/{id}/password-reset: mailed with SMTP, else the link once in the reply. */
  async createFor(actorId: number, targetId: number): Promise<AdminPasswordResetResponse> {
    const target = await this.people.requireMayResetPassword(actorId, targetId);
    this.perManager.take(`user:${actorId}`, 'Too many reset links. Please try again later.');
    const issued = await this.issue(target.id);
    if (!this.ctx.mailer.delivers) {
      return { link: issued.link, expires_at: issued.expiresAt.toISOString(), message: 'Pass this link on: it is shown only once' };
    }
    try {
      await this.send(target, issued);
    } catch {
      await this.ctx.db.update(passwordResets).set({ revokedAt: this.ctx.clock.now() }).where(eq(passwordResets.id, issued.id));
      throw new HttpError(503, 'The reset link could not be mailed. Please try again later.');
    }
    return { expires_at: issued.expiresAt.toISOString(), message: `A reset link was mailed to ${target.email}` };
  }

  /** POST /api/password-reset/{token}: the new password (policy-checked), then every session ends. */
  async reset(token: string, password: string, address: string): Promise<void> {
    this.usesPerAddress.take(`ip:${address}`);
    const hash = hashOfPresented(token);
    const [row] = hash ? await this.ctx.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hash)).limit(1) : [];
    if (!row) throw notFound('This reset link is not valid. Ask for a new one.');
    const now = this.ctx.clock.now();
    requireUsable(row, now);
    const [user] = await this.ctx.db.select().from(adminUsers).where(eq(adminUsers.id, row.adminUserId)).limit(1);
    if (!user) throw notFound('This reset link is not valid. Ask for a new one.');
    const network = await currentNetworkSettings(this.ctx.db);
    const problem = passwordProblem(password, { email: user.email, name: user.name, minLength: network.password_min_length });
    if (problem) throw weakPassword(problem);
    const passwordHash = await hashPassword(password);
    await this.ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt), isNull(passwordResets.revokedAt), gt(passwordResets.expiresAt, now)))
        .returning({ id: passwordResets.id });
      if (!claimed) throw gone('This reset link has already been used. Ask for a new one.');
      await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, user.id));
    });
    // Whoever knew the old password (or holds a session) is signed out everywhere.
    await this.ctx.auth.revokeSessions(user.id);
  }

  private async mailLinkTo(email: string): Promise<void> {
    // Without a mail server there is nobody to hand a link to: an administrator makes one instead.
    if (!this.ctx.mailer.delivers) return;
    const [user] = await this.ctx.db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
    if (!user || user.status !== 'active') return;
    await this.send(user, await this.issue(user.id));
  }

  /** A new link for the person; their earlier unused links stop working. */
  private async issue(userId: number): Promise<{ id: number; link: string; expiresAt: Date }> {
    const now = this.ctx.clock.now();
    const link = newLinkToken();
    const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
    const id = await this.ctx.db.transaction(async (tx) => {
      await tx
        .update(passwordResets)
        .set({ revokedAt: now })
        .where(and(eq(passwordResets.adminUserId, userId), isNull(passwordResets.usedAt), isNull(passwordResets.revokedAt)));
      const [row] = await tx
        .insert(passwordResets)
        .values({ adminUserId: userId, tokenHash: link.hash, createdAt: now, expiresAt })
        .returning({ id: passwordResets.id });
      return row!.id;
    });
    return { id, link: linkTo(this.ctx.env.ADMIN_PUBLIC_URL, 'reset-password', link.token), expiresAt };
  }

  private async send(user: { email: string; name: string }, issued: { link: string; expiresAt: Date }): Promise<void> {
    const network = await currentNetworkSettings(this.ctx.db);
    await this.ctx.mailer.send(
      // People keep no admin language of their own yet: the network's default admin language.
      resetMessage({
        to: user.email,
        name: user.name,
        networkName: network.network_name,
        link: issued.link,
        expiresAt: issued.expiresAt,
        locale: network.default_admin_language,
      }),
    );
  }
}

function requireUsable(row: typeof passwordResets.$inferSelect, now: Date): void {
  if (row.usedAt) throw gone('This reset link has already been used. Ask for a new one.');
  if (row.revokedAt) throw gone('This reset link was replaced by a newer one. Use the latest link.');
  if (row.expiresAt <= now) throw gone('This reset link has expired. Ask for a new one.');
}

import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type {
  AcceptInviteRequest,
  CreatedInviteResponse,
  CreateInviteRequest,
  Invite,
  LoginResponse,
  PublicInvite,
} from '../../contract';
import { adminUsers, adminUserSites, invites, languages, sites } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limit';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import type { PeopleService } from '../people/service';
import { currentNetworkSettings } from '../settings/service';
import { gone, hashOfPresented, linkTo, newLinkToken, weakPassword } from './link-token';
import { inviteMessage, type InvitedRole } from './mail-texts';

export const INVITE_TTL_MS = 7 * 24 * 3_600_000;
const HOUR = 3_600_000;

type InviteRow = typeof invites.$inferSelect;
type StoredMembership = InviteRow['memberships'][number];

/**
 * Invitations by link: created by someone who may grant the roles (PeopleService's rule), mailed
 * when SMTP is configured or handed back once to the inviter, accepted once within 7 days.
 */
export class InviteService {
  /** Invitations (and resends) per inviter, and per invited address: a console cannot spam. */
  private readonly perInviter = new RateLimiter(50, HOUR);
  private readonly perEmail = new RateLimiter(5, HOUR);
  /** Look-ups and accepts of links per client address (a token cannot be guessed; still bounded). */
  private readonly perAddress = new RateLimiter(60, 15 * 60_000);

  constructor(
    private readonly ctx: AppContext,
    private readonly people: PeopleService,
  ) {}

  /** Pending and expired invitations (not accepted or revoked) whose roles the actor may grant. */
  async list(actorId: number): Promise<Invite[]> {
    const rows = await this.ctx.db
      .select({ invite: invites, inviterName: adminUsers.name })
      .from(invites)
      .leftJoin(adminUsers, eq(adminUsers.id, invites.invitedBy))
      .where(and(isNull(invites.acceptedAt), isNull(invites.revokedAt)))
      .orderBy(desc(invites.createdAt));
    const now = this.ctx.clock.now();
    const visible: Invite[] = [];
    for (const { invite, inviterName } of rows) {
      if (!(await this.mayGrant(actorId, invite))) continue;
      visible.push({
        id: invite.id,
        email: invite.email,
        name: invite.name,
        role: invite.role === 'administrator' ? 'administrator' : 'member',
        memberships: invite.memberships,
        invited_by: invite.invitedBy !== null && inviterName !== null ? { id: invite.invitedBy, name: inviterName } : null,
        created_at: invite.createdAt.toISOString(),
        expires_at: invite.expiresAt.toISOString(),
        status: invite.expiresAt > now ? 'pending' : 'expired',
      });
    }
    return visible;
  }

  async create(actor: { id: number; name: string }, input: CreateInviteRequest): Promise<CreatedInviteResponse> {
    await this.people.requireMayGrant(actor.id, input.role, input.memberships);
    this.perInviter.take(`user:${actor.id}`, 'Too many invitations. Please try again later.');
    this.perEmail.take(`email:${input.email}`, 'Too many invitations to this email. Please try again later.');
    const memberships = await this.checkedMemberships(input.memberships);
    const [account] = await this.ctx.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, input.email)).limit(1);
    if (account) throw conflict('This email already has an account', { errors: { email: ['This email already has an account'] } });
    const now = this.ctx.clock.now();
    const [pending] = await this.ctx.db
      .select({ id: invites.id })
      .from(invites)
      .where(and(eq(invites.email, input.email), isNull(invites.acceptedAt), isNull(invites.revokedAt), gt(invites.expiresAt, now)))
      .limit(1);
    if (pending) {
      const message = 'An invitation to this email is pending: resend or revoke it';
      throw conflict(message, { errors: { email: [message] } });
    }
    const link = newLinkToken();
    const [row] = await this.ctx.db
      .insert(invites)
      .values({
        email: input.email,
        name: input.name ?? null,
        role: input.role,
        memberships,
        invitedBy: actor.id,
        tokenHash: link.hash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
      })
      .returning();
    return this.deliver(row!, link.token, actor.name, async () => {
      // Not mailed: nobody holds the link, so the invitation is withdrawn rather than left dangling.
      await this.ctx.db.delete(invites).where(eq(invites.id, row!.id));
    });
  }

  /** A new link for the invitation (7 more days); the previous link stops working. */
  async resend(actor: { id: number; name: string }, id: number): Promise<CreatedInviteResponse> {
    const row = await this.manageable(actor.id, id);
    this.perInviter.take(`user:${actor.id}`, 'Too many invitations. Please try again later.');
    this.perEmail.take(`email:${row.email}`, 'Too many invitations to this email. Please try again later.');
    const link = newLinkToken();
    const now = this.ctx.clock.now();
    const [updated] = await this.ctx.db
      .update(invites)
      .set({ tokenHash: link.hash, expiresAt: new Date(now.getTime() + INVITE_TTL_MS) })
      .where(and(eq(invites.id, id), isNull(invites.acceptedAt), isNull(invites.revokedAt)))
      .returning();
    if (!updated) throw gone('This invitation was already accepted or revoked');
    // A failed mail leaves the new link unknown to everyone: the invitation simply waits for a retry.
    return this.deliver(updated, link.token, actor.name, async () => undefined);
  }

  async revoke(actorId: number, id: number): Promise<void> {
    await this.manageable(actorId, id);
    const [revoked] = await this.ctx.db
      .update(invites)
      .set({ revokedAt: this.ctx.clock.now() })
      .where(and(eq(invites.id, id), isNull(invites.acceptedAt), isNull(invites.revokedAt)))
      .returning({ id: invites.id });
    if (!revoked) throw gone('This invitation was already accepted or revoked');
  }

  /** What the accept page shows. */
  async show(token: string, address: string): Promise<PublicInvite> {
    this.takeAddress(address);
    const row = await this.pending(token);
    const [inviter] = row.invitedBy
      ? await this.ctx.db.select({ name: adminUsers.name }).from(adminUsers).where(eq(adminUsers.id, row.invitedBy)).limit(1)
      : [];
    const siteRows = await this.sitesOf(row.memberships);
    const network = await currentNetworkSettings(this.ctx.db);
    return {
      email: row.email,
      name: row.name,
      role: row.role === 'administrator' ? 'administrator' : 'member',
      memberships: row.memberships
        .filter((m) => siteRows.has(m.site_id))
        .map((m) => ({ ...m, site_name: siteRows.get(m.site_id)!.name, site_domain: siteRows.get(m.site_id)!.domain })),
      invited_by: inviter ? { name: inviter.name } : null,
      network_name: network.network_name,
      expires_at: row.expiresAt.toISOString(),
    };
  }

  /** Creates the account with the invitation's roles and signs the person in (the login reply). */
  async accept(token: string, input: AcceptInviteRequest, address: string, userAgent: string | null = null): Promise<LoginResponse> {
    this.takeAddress(address);
    const row = await this.pending(token);
    const network = await currentNetworkSettings(this.ctx.db);
    const problem = passwordProblem(input.password, { email: row.email, name: input.name, minLength: network.password_min_length });
    if (problem) throw weakPassword(problem);
    const passwordHash = await hashPassword(input.password);
    const siteRows = await this.sitesOf(row.memberships);
    const now = this.ctx.clock.now();
    let userId: number;
    try {
      userId = await this.ctx.db.transaction(async (tx) => {
        // Claimed inside the transaction: of two accepts at once, one wins and the other gets 410.
        const [claimed] = await tx
          .update(invites)
          .set({ acceptedAt: now })
          .where(and(eq(invites.id, row.id), isNull(invites.acceptedAt), isNull(invites.revokedAt), gt(invites.expiresAt, now)))
          .returning({ id: invites.id });
        if (!claimed) throw gone('This invitation has already been accepted');
        const [taken] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, row.email)).limit(1);
        if (taken) throw conflict('This email already has an account: sign in instead');
        const [user] = await tx
          .insert(adminUsers)
          .values({ name: input.name, email: row.email, passwordHash, role: row.role === 'administrator' ? 'administrator' : 'member', createdAt: now })
          .returning({ id: adminUsers.id });
        // Sites deleted for good since the invitation are skipped.
        const memberships = row.memberships.filter((m) => siteRows.has(m.site_id));
        if (memberships.length > 0) {
          await tx
            .insert(adminUserSites)
            .values(memberships.map((m) => ({ adminUserId: user!.id, siteId: m.site_id, role: m.role, languages: m.languages })));
        }
        return user!.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('This email already has an account: sign in instead');
      throw error;
    }
    this.ctx.access.forget();
    // A new account has no other session; the call keeps the rule "a new password ends the others" true.
    await this.ctx.auth.revokeSessions(userId);
    const sessionToken = await this.ctx.auth.startSession(userId, userAgent);
    const person = await this.people.get(userId);
    return {
      token: sessionToken,
      user: { id: person.id, name: person.name, email: person.email, role: person.role, memberships: person.memberships },
      message: `Welcome to ${network.network_name}`,
    };
  }

  /** Mails the link (SMTP) or hands it back once; a failed mail is undone and answered 503. */
  private async deliver(row: InviteRow, token: string, inviterName: string, undo: () => Promise<void>): Promise<CreatedInviteResponse> {
    const link = linkTo(this.ctx.env.ADMIN_PUBLIC_URL, 'invite', token);
    const invite = { id: row.id, email: row.email, expires_at: row.expiresAt.toISOString() };
    if (!this.ctx.mailer.delivers) return { invite, link };
    const network = await currentNetworkSettings(this.ctx.db);
    const siteRows = await this.sitesOf(row.memberships);
    const roles: InvitedRole[] =
      row.role === 'administrator'
        ? [{ kind: 'administrator' }]
        : row.memberships
            .filter((m) => siteRows.has(m.site_id))
            .map((m) => {
              const site = siteRows.get(m.site_id)!;
              return { kind: 'site', role: m.role, site: site.name, domain: site.domain, languages: m.languages };
            });
    try {
      await this.ctx.mailer.send(
        // An invitee has no language of their own yet: the network's default admin language.
        inviteMessage({
          to: row.email,
          name: row.name,
          inviter: inviterName,
          networkName: network.network_name,
          roles,
          link,
          expiresAt: row.expiresAt,
          locale: network.default_admin_language,
        }),
      );
    } catch {
      await undo();
      throw new HttpError(503, 'The invitation could not be mailed. Please try again later.');
    }
    return { invite };
  }

  /** The invitation of a link, pending; otherwise 404 (unknown) or 410 (accepted, revoked, expired). */
  private async pending(token: string): Promise<InviteRow> {
    const hash = hashOfPresented(token);
    const [row] = hash ? await this.ctx.db.select().from(invites).where(eq(invites.tokenHash, hash)).limit(1) : [];
    if (!row) throw notFound('This invitation link is not valid. It may have been replaced by a newer one.');
    if (row.acceptedAt) throw gone('This invitation has already been accepted. Sign in instead.');
    if (row.revokedAt) throw gone('This invitation was revoked. Ask the person who invited you for a new one.');
    if (row.expiresAt <= this.ctx.clock.now()) throw gone('This invitation has expired. Ask the person who invited you for a new one.');
    return row;
  }

  /** An invitation not accepted or revoked that the actor may grant (403 otherwise; 404 unknown). */
  private async manageable(actorId: number, id: number): Promise<InviteRow> {
    const [row] = await this.ctx.db.select().from(invites).where(eq(invites.id, id)).limit(1);
    if (!row) throw notFound('Invitation not found');
    await this.people.requireMayGrant(actorId, row.role === 'administrator' ? 'administrator' : 'member', row.memberships);
    if (row.acceptedAt) throw gone('This invitation has already been accepted');
    if (row.revokedAt) throw gone('This invitation was revoked');
    return row;
  }

  private async mayGrant(actorId: number, row: InviteRow): Promise<boolean> {
    try {
      await this.people.requireMayGrant(actorId, row.role === 'administrator' ? 'administrator' : 'member', row.memberships);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 403) return false;
      throw error;
    }
  }

  /** Each membership's site must exist (not deleted) and carry the translator's languages. */
  private async checkedMemberships(memberships: CreateInviteRequest['memberships']): Promise<StoredMembership[]> {
    if (memberships.length === 0) return [];
    const siteRows = await this.sitesOf(memberships.map((m) => ({ site_id: m.site_id })));
    const codes = await this.ctx.db
      .select({ siteId: languages.siteId, code: languages.code })
      .from(languages)
      .where(inArray(languages.siteId, [...siteRows.keys()].length ? [...siteRows.keys()] : [-1]));
    const errors: Record<string, string[]> = {};
    memberships.forEach((m, index) => {
      if (!siteRows.has(m.site_id)) errors[`memberships.${index}.site_id`] = ['Site not found'];
      const missing = m.languages.filter((code) => !codes.some((c) => c.siteId === m.site_id && c.code === code));
      if (siteRows.has(m.site_id) && missing.length) errors[`memberships.${index}.languages`] = [`The site has no ${missing.join(', ')}`];
    });
    if (Object.keys(errors).length > 0) throw badRequest('Check the sites and languages', errors);
    return memberships.map((m) => ({ site_id: m.site_id, role: m.role, languages: m.languages }));
  }

  private async sitesOf(memberships: ReadonlyArray<{ site_id: number }>): Promise<Map<number, { name: string; domain: string }>> {
    const ids = [...new Set(memberships.map((m) => m.site_id))];
    if (ids.length === 0) return new Map();
    const rows = await this.ctx.db
      .select({ id: sites.id, name: sites.name, domain: sites.domain })
      .from(sites)
      .where(and(inArray(sites.id, ids), isNull(sites.deletedAt)));
    return new Map(rows.map((row) => [row.id, row]));
  }

  private takeAddress(address: string): void {
    this.perAddress.take(`ip:${address}`);
  }
}

/** PostgreSQL's unique_violation, through drizzle's wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

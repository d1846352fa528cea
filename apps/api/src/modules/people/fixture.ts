import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Role, SiteRole } from '@sitenet/api-client/permissions';
import type { Db } from '../../db/client';
import { adminUsers, adminUserSites, languages, posts, sessions, sites } from '../../db/schema';
import { hashToken } from '../auth/service';

/**
 * Tests only: people of every role on one site, each with a session token, built straight in the
 * database (no sign-in: seven scrypt hashes would cost seconds). The owner and the administrator
 * are the demo seed's; the members are made here, on the `localhost` site.
 */
export interface RoleFixture {
  siteId: number;
  users: Record<Role, { id: number; token: string }>;
}

const MEMBER_ROLES: SiteRole[] = ['manager', 'editor', 'author', 'contributor', 'translator'];

export async function sessionFor(db: Db, userId: number, expiresInMs = 3_600_000): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insert(sessions).values({
    adminUserId: userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + expiresInMs),
  });
  return token;
}

/** A new person (unique email) with one membership; returns their id. */
export async function createMember(
  db: Db,
  siteId: number,
  role: SiteRole,
  options: { languages?: string[]; status?: 'active' | 'suspended'; label?: string } = {},
): Promise<number> {
  const email = `${options.label ?? role}-${randomBytes(6).toString('hex')}@fixture.test`;
  const [user] = await db
    .insert(adminUsers)
    .values({ name: `Fixture ${role}`, email, passwordHash: 'unusable', status: options.status ?? 'active' })
    .returning({ id: adminUsers.id });
  await db.insert(adminUserSites).values({
    adminUserId: user!.id,
    siteId,
    role,
    languages: options.languages ?? (role === 'translator' ? ['es'] : []),
  });
  return user!.id;
}

export async function buildRoleFixture(db: Db, domain = 'localhost'): Promise<RoleFixture> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain)).limit(1);
  const siteId = site!.id;
  const [owner] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, 'owner')).limit(1);
  const [administrator] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, 'administrator')).limit(1);
  const users = {} as RoleFixture['users'];
  users.owner = { id: owner!.id, token: await sessionFor(db, owner!.id) };
  users.administrator = { id: administrator!.id, token: await sessionFor(db, administrator!.id) };
  for (const role of MEMBER_ROLES) {
    const id = await createMember(db, siteId, role);
    users[role] = { id, token: await sessionFor(db, id) };
  }
  return { siteId, users };
}

/** A language row of the site (for the toggle route). */
export async function languageOf(db: Db, siteId: number, code: string): Promise<number> {
  const [row] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(and(eq(languages.siteId, siteId), eq(languages.code, code)))
    .limit(1);
  return row!.id;
}

/** Makes `userId` the creator of the post (their "own" post). */
export async function giveOwnership(db: Db, postId: number, userId: number): Promise<void> {
  await db.update(posts).set({ createdBy: userId }).where(eq(posts.id, postId));
}

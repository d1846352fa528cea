import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { adminRoutes as r } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import { adminUsers, sessions } from '../../db/schema';
import { deviceLabel } from '../auth/device-label';
import type { AppContext } from '../../lib/context';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { PeopleService } from './service';
import { diffFields } from '../activity/log';
import { personTarget } from '../activity/describe';

/** /api/admin/me: the signed-in person's profile, password and sessions. */
export const meRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const people = new PeopleService(ctx.db, ctx.access);
  const self = { site: 'none', permission: 'profile.manage', invalidates: false } as const;

  /** Ends the person's other sessions here and on every other instance. */
  const revokeOthers = async (userId: number, keepSession: number): Promise<number> => {
    const revoked = await ctx.auth.revokeSessions(userId, keepSession);
    ctx.personChanged(userId, keepSession);
    return revoked;
  };

  registerRoute(app, ctx, r.getMe, self, async ({ admin }) => ({ user: await people.get(admin.user.id) }));

  registerRoute(app, ctx, r.updateMe, { ...self, activity: 'me.update' }, async ({ admin, body, activity }) => {
    if (body.password !== undefined) {
      if (!(await ctx.auth.checkPassword(admin.user.id, body.current_password ?? ''))) {
        throw badRequest('Your current password is not correct', { current_password: ['Your current password is not correct'] });
      }
      const problem = passwordProblem(body.password, { email: admin.user.email, name: body.name ?? admin.user.name });
      if (problem) throw new HttpError(422, problem, { errors: { password: [problem] } });
      const passwordHash = await hashPassword(body.password);
      await ctx.db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, admin.user.id));
      // A new password ends every other session (someone else may have known the old one).
      await revokeOthers(admin.user.id, admin.sessionId);
    }
    if (body.name !== undefined) await people.rename(admin.user.id, body.name);
    const user = await people.get(admin.user.id);
    // Never the password itself: only that it changed.
    const changes = { ...diffFields({ name: admin.user.name }, { name: user.name }), ...(body.password !== undefined ? { password: { before: null, after: 'changed' } } : {}) };
    activity({
      action: body.password !== undefined ? 'me.password_change' : 'me.update',
      target: personTarget(user),
      changes: Object.keys(changes).length > 0 ? changes : null,
    });
    return { user };
  });

  registerRoute(app, ctx, r.listMySessions, self, async ({ admin }) => {
    const rows = await ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.adminUserId, admin.user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.lastUsedAt));
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        current: row.id === admin.sessionId,
        device: deviceLabel(row.userAgent),
      })),
    };
  });

  registerRoute(
    app,
    ctx,
    r.revokeMySession,
    { ...self, activity: { action: 'session.revoke', describe: ({ input }) => ({ target: { type: 'session', id: input.params.id, label: 'One session' } }) } },
    async ({ admin, params }) => {
    const [row] = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, params.id), eq(sessions.adminUserId, admin.user.id), isNull(sessions.revokedAt)))
      .limit(1);
    if (!row) throw notFound('Session not found');
    await ctx.auth.logout(row.id);
    // The session may be remembered by another instance: it forgets it at once.
    ctx.personChanged(admin.user.id, admin.sessionId);
    return { message: 'Signed out' };
  },
  );

  const everyOther = {
    action: 'session.revoke',
    describe: ({ result }: { result: { revoked: number } }) => ({
      target: { type: 'session' as const, id: null, label: 'Every other session' },
      changes: { revoked: { before: null, after: result.revoked } },
    }),
  } as const;
  registerRoute(app, ctx, r.revokeMyOtherSessions, { ...self, activity: everyOther }, async ({ admin }) => ({
    message: 'Signed out everywhere else',
    revoked: await revokeOthers(admin.user.id, admin.sessionId),
  }));
};

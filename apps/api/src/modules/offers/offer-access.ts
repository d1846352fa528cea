import type { AppContext } from '../../lib/context';
import type { AuthenticatedAdmin } from '../auth/service';

/**
 * May this person manage offers of `siteId` (null: every site)? A site's offers are its managers'
 * (`offers.manage` there); every-site offers are network-level (`partners.manage`). 403/404 otherwise.
 */
export async function requireOfferSite(ctx: AppContext, admin: AuthenticatedAdmin, siteId: number | null): Promise<void> {
  if (siteId === null) return ctx.access.requireAnywhere(admin.user.id, 'partners.manage');
  await ctx.access.requireSite(admin.user.id, siteId);
  await ctx.access.requirePermission(admin.user.id, 'offers.manage', siteId);
}

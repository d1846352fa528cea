import { eq } from 'drizzle-orm';
import { addDefaultCategories } from '../categories/defaults';
import type { Db } from '../../db/client';
import { adminUsers, adminUserSites, languages, sites } from '../../db/schema';
import { AdminExistsError } from './admin-exists-error';
import { hashPassword } from './password';
import { ensureSiteStrings } from '../strings/seed';

export interface NewAdmin {
  email: string;
  name: string;
  password: string;
  /** Sites to grant; a domain that does not exist yet is created (active, English as default language). */
  sites: Array<{ domain: string; name?: string }>;
}

export interface CreatedAdmin {
  id: number;
  /** The first account becomes the owner; later ones administrators. */
  role: 'owner' | 'administrator';
  email: string;
  grantedSites: Array<{ id: number; domain: string; created: boolean }>;
}

/** The first (or any further) admin account, as the admin:create command makes it. */
export async function createAdmin(db: Db, input: NewAdmin): Promise<CreatedAdmin> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  if (existing) throw new AdminExistsError(`An admin with the email ${email} already exists`);
  // Hash before the transaction: scrypt is slow and needs no lock.
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, 'owner')).limit(1);
    const role = owner ? 'administrator' : 'owner';
    const [user] = await tx
      .insert(adminUsers)
      .values({ email, name: input.name.trim(), passwordHash, role })
      .returning({ id: adminUsers.id });
    const grantedSites: CreatedAdmin['grantedSites'] = [];
    for (const wanted of input.sites) {
      const domain = wanted.domain.trim().toLowerCase();
      let [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain)).limit(1);
      const created = !site;
      if (!site) {
        [site] = await tx
          .insert(sites)
          .values({ domain, name: wanted.name?.trim() || domain, active: true, maintenanceMode: false })
          .returning({ id: sites.id });
        await tx.insert(languages).values({ siteId: site!.id, code: 'en', enabled: true, isDefault: true });
        await addDefaultCategories(tx, site!.id, null);
        await ensureSiteStrings(tx, site!.id);
      }
      // Their role reaches every site already; the membership records the grant the operator asked for.
      await tx.insert(adminUserSites).values({ adminUserId: user!.id, siteId: site!.id, role: 'manager' }).onConflictDoNothing();
      grantedSites.push({ id: site!.id, domain, created });
    }
    return { id: user!.id, role, email, grantedSites };
  });
}

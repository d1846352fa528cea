import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, ne, not, sql } from 'drizzle-orm';
import { SITE_RETENTION_DAYS, type Site, type SiteValues } from '../../contract';
import type { Db } from '../../db/client';
import { adminUserSites, languages, posts, siteAliases, sites } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import { addDefaultCategories } from '../categories/defaults';
import type { Clock } from '../../lib/clock';
import { ensureSiteStrings } from '../strings/seed';
import { DAY_MS } from '../../lib/days';

type SiteRow = typeof sites.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const SITE_RETENTION_MS = SITE_RETENTION_DAYS * DAY_MS;

/** What the list adds to a site row beyond the spec's fields. */
interface SiteExtras {
  postsCount: number;
  aliases: string[];
  /** Enabled language codes, the default first. */
  languages: string[];
}

export function toSite(row: SiteRow, extras: SiteExtras): Site {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    description: row.description,
    active: row.active,
    maintenance_mode: row.maintenanceMode,
    posts_count: extras.postsCount,
    launched_at: row.launchedAt ? row.launchedAt.toISOString() : null,
    aliases: extras.aliases,
    default_language: extras.languages[0] ?? 'en',
    languages: extras.languages,
    categories: row.categories ?? null,
    deleted_at: row.deletedAt ? row.deletedAt.toISOString() : null,
    purge_at: row.deletedAt ? new Date(row.deletedAt.getTime() + SITE_RETENTION_MS).toISOString() : null,
  };
}

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, i = 0; current && i < 4; i += 1) {
    if (current.code === UNIQUE_VIOLATION) return true;
    current = current.cause as typeof current;
  }
  return false;
}

export interface SitesServiceOptions {
  /** Host names that serve the console (ADMIN_HOSTS and `admin.*`): no site may answer on them. */
  isAdminHost: (hostname: string) => boolean;
}

/**
 * Sites: the list, the toggles, and their life cycle (create, edit, delete to a 30-day
 * restorable state, restore, purge). A host name (domain or alias) belongs to one site, deleted
 * sites included until they are purged, so a restore never finds its domain taken.
 */
export class SitesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: SitesServiceOptions,
  ) {}

  /** The caller has checked the site (the route's site rule). */
  async toggle(siteId: number, field: 'active' | 'maintenanceMode'): Promise<Site> {
    const column = field === 'active' ? sites.active : sites.maintenanceMode;
    await this.db
      .update(sites)
      .set({ [field]: not(column), updatedAt: sql`now()` })
      .where(and(eq(sites.id, siteId), isNull(sites.deletedAt)));
    return this.one(siteId);
  }

  /** Live sites among `ids` (deleted ones: `deleted`), by id. */
  async load(ids: number[], { deleted = false } = {}): Promise<Site[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(sites)
      .where(and(inArray(sites.id, ids), deleted ? isNotNull(sites.deletedAt) : isNull(sites.deletedAt)))
      .orderBy(deleted ? desc(sites.deletedAt) : asc(sites.id));
    if (rows.length === 0) return [];
    const found = rows.map((row) => row.id);
    const [counts, aliasRows, languageRows] = await Promise.all([
      this.db
        .select({ siteId: posts.siteId, n: count() })
        .from(posts)
        // The trash is not counted: those posts are on their way out.
        .where(and(inArray(posts.siteId, found), isNull(posts.deletedAt)))
        .groupBy(posts.siteId),
      this.db.select().from(siteAliases).where(inArray(siteAliases.siteId, found)).orderBy(asc(siteAliases.domain)),
      this.db
        .select({ siteId: languages.siteId, code: languages.code })
        .from(languages)
        .where(and(inArray(languages.siteId, found), eq(languages.enabled, true)))
        .orderBy(desc(languages.isDefault), asc(languages.id)),
    ]);
    const countBySite = new Map(counts.map((row) => [row.siteId, row.n]));
    const group = <T extends { siteId: number }>(list: T[], pick: (item: T) => string) => {
      const bySite = new Map<number, string[]>();
      for (const item of list) bySite.set(item.siteId, [...(bySite.get(item.siteId) ?? []), pick(item)]);
      return bySite;
    };
    const aliasesBySite = group(aliasRows, (row) => row.domain);
    const languagesBySite = group(languageRows, (row) => row.code);
    return rows.map((row) =>
      toSite(row, {
        postsCount: countBySite.get(row.id) ?? 0,
        aliases: aliasesBySite.get(row.id) ?? [],
        languages: languagesBySite.get(row.id) ?? [],
      }),
    );
  }

  /** A site, live or deleted. */
  private async one(siteId: number): Promise<Site> {
    const [site] = (await this.load([siteId])).concat(await this.load([siteId], { deleted: true }));
    if (!site) throw notFound('Site not found');
    return site;
  }

  /** A new site, live at once on its domain, managed by the admin who created it. */
  async create(values: SiteValues, adminUserId: number): Promise<Site> {
    this.checkAdminHosts(values);
    const id = await this.write(async (tx) => {
      await this.checkHostsFree(tx, values, null);
      const [row] = await tx
        .insert(sites)
        .values({
          name: values.name,
          domain: values.domain,
          description: values.description,
          categories: values.categories,
          launchedAt: this.clock.now(),
        })
        .returning({ id: sites.id });
      const siteId = row!.id;
      await tx.insert(adminUserSites).values({ adminUserId, siteId });
      await this.writeAliases(tx, siteId, values.aliases);
      await this.writeLanguages(tx, siteId, values);
      // A new site starts with the default categories it carries (every one unless the form chose).
      await addDefaultCategories(tx, siteId, values.categories);
      // ... and the shipped interface translations as its own strings.
      await ensureSiteStrings(tx, siteId);
      return siteId;
    });
    return this.one(id);
  }

  /** Replaces what the form edits; languages left out are disabled (their translations stay). */
  async update(siteId: number, values: SiteValues): Promise<Site> {
    this.checkAdminHosts(values);
    await this.write(async (tx) => {
      await this.liveRow(tx, siteId);
      await this.checkHostsFree(tx, values, siteId);
      await tx
        .update(sites)
        .set({
          name: values.name,
          domain: values.domain,
          description: values.description,
          categories: values.categories,
          updatedAt: this.clock.now(),
        })
        .where(eq(sites.id, siteId));
      await tx.delete(siteAliases).where(eq(siteAliases.siteId, siteId));
      await this.writeAliases(tx, siteId, values.aliases);
      await this.writeLanguages(tx, siteId, values);
      // A default category newly chosen in the form joins the site's categories; the others stay
      // (removing one is the categories screen's work, which checks its posts first).
      if (values.categories) await addDefaultCategories(tx, siteId, values.categories);
    });
    return this.one(siteId);
  }

  /** Soft delete: restorable for SITE_RETENTION_DAYS; `confirmDomain` must be the site's domain. */
  async remove(siteId: number, confirmDomain: string): Promise<Site> {
    await this.db.transaction(async (tx) => {
      const row = await this.liveRow(tx, siteId);
      if (confirmDomain !== row.domain) {
        throw badRequest(`Type the site’s domain (${row.domain}) to confirm the deletion`, {
          confirm_domain: [`This is not the site’s domain (${row.domain})`],
        });
      }
      await tx.update(sites).set({ deletedAt: this.clock.now(), updatedAt: this.clock.now() }).where(eq(sites.id, siteId));
    });
    return this.one(siteId);
  }

  async restore(siteId: number): Promise<Site> {
    const restored = await this.db
      .update(sites)
      .set({ deletedAt: null, updatedAt: this.clock.now() })
      .where(and(eq(sites.id, siteId), isNotNull(sites.deletedAt)))
      .returning({ id: sites.id });
    if (restored.length === 0) throw notFound('This site is not deleted');
    return this.one(siteId);
  }

  /** Deletes for good the sites deleted SITE_RETENTION_DAYS ago (posts, languages ... cascade). */
  async purgeDeleted(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - SITE_RETENTION_MS);
    const purged = await this.db.delete(sites).where(lte(sites.deletedAt, cutoff)).returning({ id: sites.id });
    return purged.length;
  }

  /** The site, which must exist and not be deleted (404 otherwise). */
  private async liveRow(tx: Tx, siteId: number): Promise<SiteRow> {
    const [row] = await tx.select().from(sites).where(and(eq(sites.id, siteId), isNull(sites.deletedAt))).limit(1);
    if (!row) throw notFound('Site not found');
    return row;
  }

  private checkAdminHosts(values: SiteValues): void {
    const errors: Record<string, string[]> = {};
    const message = 'This host name serves the admin console';
    if (this.options.isAdminHost(values.domain)) errors.domain = [message];
    values.aliases.forEach((alias, index) => {
      if (this.options.isAdminHost(alias)) errors[`aliases.${index}`] = [message];
    });
    if (Object.keys(errors).length > 0) throw badRequest('Invalid request body', errors);
  }

  /** 409 naming the host and its site when a domain or alias is another site's domain or alias. */
  private async checkHostsFree(tx: Tx, values: SiteValues, siteId: number | null): Promise<void> {
    const hosts = [values.domain, ...values.aliases];
    const other = siteId === null ? undefined : ne(sites.id, siteId);
    const [asDomain, asAlias] = await Promise.all([
      tx
        .select({ host: sites.domain, name: sites.name, deletedAt: sites.deletedAt })
        .from(sites)
        .where(and(inArray(sites.domain, hosts), other)),
      tx
        .select({ host: siteAliases.domain, name: sites.name, deletedAt: sites.deletedAt })
        .from(siteAliases)
        .innerJoin(sites, eq(sites.id, siteAliases.siteId))
        .where(and(inArray(siteAliases.domain, hosts), siteId === null ? undefined : ne(siteAliases.siteId, siteId))),
    ]);
    const taken = new Map([...asDomain, ...asAlias].map((row) => [row.host, row]));
    if (taken.size === 0) return;
    const errors: Record<string, string[]> = {};
    const describe = (host: string) => {
      const owner = taken.get(host)!;
      return owner.deletedAt
        ? `${host} is used by the deleted site ${owner.name} (restorable for ${SITE_RETENTION_DAYS} days after its deletion)`
        : `${host} is already used by ${owner.name}`;
    };
    if (taken.has(values.domain)) errors.domain = [describe(values.domain)];
    values.aliases.forEach((alias, index) => {
      if (taken.has(alias)) errors[`aliases.${index}`] = [describe(alias)];
    });
    const first = Object.values(errors)[0]![0]!;
    throw conflict(first, { errors });
  }

  private async writeAliases(tx: Tx, siteId: number, aliases: string[]): Promise<void> {
    if (aliases.length > 0) await tx.insert(siteAliases).values(aliases.map((domain) => ({ domain, siteId })));
  }

  /** The chosen languages enabled, the default marked; others of the site disabled, not removed. */
  private async writeLanguages(tx: Tx, siteId: number, values: SiteValues): Promise<void> {
    await tx.update(languages).set({ enabled: false, isDefault: false }).where(eq(languages.siteId, siteId));
    await tx
      .insert(languages)
      .values(values.languages.map((code) => ({ siteId, code, enabled: true, isDefault: code === values.default_language })))
      .onConflictDoUpdate({
        target: [languages.siteId, languages.code],
        set: { enabled: true, isDefault: sql`excluded.is_default` },
      });
  }

  /** A transaction whose unique-index race (two creates of one host at once) answers 409. */
  private async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (error instanceof HttpError || !isUniqueViolation(error)) throw error;
      throw conflict('This domain or alias is already used by another site');
    }
  }
}

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../lib/errors';
import { siteAliases, sites } from '../../db/schema';

export const DEFAULT_SITE_DOMAIN = 'localhost';
const TTL_MS = 60_000;
/** While the database is unreachable, the last map answers and a reload is tried this often. */
const OUTAGE_RETRY_MS = 5_000;

/**
 * Host name -> site (id and state), kept in memory because every public request needs it before the reply
 * cache can be consulted. Cleared on writes; the TTL covers writes made by other instances.
 */
/** What a public page needs to know about its site before it renders. */
export interface SiteState {
  id: number;
  active: boolean;
  maintenanceMode: boolean;
}

export class SiteDirectory {
  private byDomain: Map<string, SiteState> | null = null;
  /** Alias host -> the site's domain (a request there is sent to the domain). */
  private aliases = new Map<string, string>();
  /** Hosts of deleted sites: they answer 404, never the fallback site. */
  private gone = new Set<string>();
  private fallback: SiteState | null = null;
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  /** Bumped by clear(): a load that began before a write does not count as fresh. */
  private version = 0;

  constructor(private readonly db: Db) {}

  /** Expires the map rather than dropping it, so it can still answer during an outage. */
  clear(): void {
    this.version += 1;
    this.loadedAt = 0;
  }

  /** Unknown hosts get the `localhost` site (the magazine's default), else the lowest id. */
  async resolve(hostname: string | undefined): Promise<number | null> {
    return (await this.describe(hostname))?.id ?? null;
  }

  /** The site behind a host name with its state (active, maintenance), same fallback as resolve(). */
  async describe(hostname: string | undefined): Promise<SiteState | null> {
    if (!this.byDomain || Date.now() - this.loadedAt > TTL_MS) await this.load();
    if (!hostname) return this.fallback;
    if (this.gone.has(hostname)) return null;
    const alias = this.aliases.get(hostname);
    return this.byDomain?.get(alias ?? hostname) ?? this.fallback;
  }

  /** The domain an alias host answers 301 to, or null when the host is not an alias. */
  async primaryOf(hostname: string | undefined): Promise<string | null> {
    if (!hostname) return null;
    if (!this.byDomain || Date.now() - this.loadedAt > TTL_MS) await this.load();
    return this.aliases.get(hostname) ?? null;
  }

  /** resolveKnown() without waiting, while the map is fresh; undefined when it must load first. */
  knownNow(hostname: string | undefined): number | null | undefined {
    if (!this.byDomain || Date.now() - this.loadedAt > TTL_MS) return undefined;
    return (hostname ? this.byDomain.get(hostname)?.id : undefined) ?? null;
  }

  /** Whether the host is an alias (as last loaded): a request there is redirected to the domain. */
  isAliasNow(hostname: string): boolean {
    return this.aliases.has(hostname);
  }

  /** The site of exactly this host name, or null (no fallback: for counting, not for pages). */
  async resolveKnown(hostname: string | undefined): Promise<number | null> {
    if (!this.byDomain || Date.now() - this.loadedAt > TTL_MS) await this.load();
    return (hostname ? this.byDomain?.get(hostname)?.id : undefined) ?? null;
  }


  private load(): Promise<void> {
    this.loading ??= (async () => {
      const version = this.version;
      try {
        const [all, aliasRows] = await Promise.all([
          this.db
            .select({
              id: sites.id,
              domain: sites.domain,
              active: sites.active,
              maintenanceMode: sites.maintenanceMode,
              deletedAt: sites.deletedAt,
            })
            .from(sites)
            .orderBy(asc(sites.id)),
          this.db
            .select({ alias: siteAliases.domain, domain: sites.domain, deletedAt: sites.deletedAt })
            .from(siteAliases)
            .innerJoin(sites, eq(sites.id, siteAliases.siteId)),
        ]);
        const rows = all.filter((row) => !row.deletedAt);
        // A deleted site's domain and aliases answer 404 until it is restored or purged.
        this.gone = new Set([
          ...all.filter((row) => row.deletedAt).map((row) => row.domain.toLowerCase()),
          ...aliasRows.filter((row) => row.deletedAt).map((row) => row.alias),
        ]);
        this.aliases = new Map(
          aliasRows.filter((row) => !row.deletedAt).map((row) => [row.alias, row.domain.toLowerCase()]),
        );
        this.byDomain = new Map(
          rows.map(({ domain, id, active, maintenanceMode }) => [domain.toLowerCase(), { id, active, maintenanceMode }]),
        );
        const first = rows[0];
        this.fallback =
          this.byDomain.get(DEFAULT_SITE_DOMAIN) ??
          (first ? { id: first.id, active: first.active, maintenanceMode: first.maintenanceMode } : null);
        this.loadedAt = version === this.version ? Date.now() : 0;
      } catch (error) {
        // Stale-if-error, as for the reply cache: keep the last map while the database is away.
        if (!this.byDomain || !isDatabaseUnavailable(error)) throw error;
        this.loadedAt = Date.now() - TTL_MS + OUTAGE_RETRY_MS;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }
}

/** `Host: example.com:3000` -> `example.com`; `[::1]:3000` -> `::1`. */
export function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  const colon = value.indexOf(':');
  return colon >= 0 ? value.slice(0, colon) : value;
}

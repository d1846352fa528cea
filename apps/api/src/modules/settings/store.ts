import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networkSettings, siteSettings } from '../../db/schema';
import { conflict } from '../../lib/errors';

/** A stored settings document as read: its JSON, the save count, when it was last saved. */
export interface StoredSettings {
  data: unknown;
  /** 0: never saved (every setting at its default). */
  version: number;
  updatedAt: Date | null;
}

export const CONFLICT_MESSAGE =
  'Someone else saved these settings while you were editing. Your changes are kept here: reload to see theirs, then save again.';

const NEVER_SAVED: StoredSettings = { data: {}, version: 0, updatedAt: null };

/** The network has one settings row. */
const NETWORK_ROW = 1;

/**
 * The two settings tables, both written the same way: a save names the version it read and
 * succeeds only on that version, in one statement (two saves of one version cannot both win);
 * version 0 means "never saved" and only creates the row.
 */
export class SettingsStore {
  constructor(private readonly db: Db) {}

  async readSite(siteId: number): Promise<StoredSettings> {
    const [row] = await this.db
      .select({ data: siteSettings.data, version: siteSettings.version, updatedAt: siteSettings.updatedAt })
      .from(siteSettings)
      .where(eq(siteSettings.siteId, siteId));
    return row ?? NEVER_SAVED;
  }

  async writeSite(siteId: number, version: number, data: Record<string, unknown>, now: Date): Promise<StoredSettings> {
    const [row] =
      version === 0
        ? await this.db
            .insert(siteSettings)
            .values({ siteId, data, version: 1, updatedAt: now })
            .onConflictDoNothing()
            .returning({ data: siteSettings.data, version: siteSettings.version, updatedAt: siteSettings.updatedAt })
        : await this.db
            .update(siteSettings)
            .set({ data, version: sql`${siteSettings.version} + 1`, updatedAt: now })
            .where(and(eq(siteSettings.siteId, siteId), eq(siteSettings.version, version)))
            .returning({ data: siteSettings.data, version: siteSettings.version, updatedAt: siteSettings.updatedAt });
    if (!row) throw conflict(CONFLICT_MESSAGE);
    return row;
  }

  async readNetwork(): Promise<StoredSettings> {
    const [row] = await this.db
      .select({ data: networkSettings.data, version: networkSettings.version, updatedAt: networkSettings.updatedAt })
      .from(networkSettings)
      .where(eq(networkSettings.id, NETWORK_ROW));
    return row ?? NEVER_SAVED;
  }

  async writeNetwork(version: number, data: Record<string, unknown>, now: Date): Promise<StoredSettings> {
    const [row] =
      version === 0
        ? await this.db
            .insert(networkSettings)
            .values({ id: NETWORK_ROW, data, version: 1, updatedAt: now })
            .onConflictDoNothing()
            .returning({ data: networkSettings.data, version: networkSettings.version, updatedAt: networkSettings.updatedAt })
        : await this.db
            .update(networkSettings)
            .set({ data, version: sql`${networkSettings.version} + 1`, updatedAt: now })
            .where(and(eq(networkSettings.id, NETWORK_ROW), eq(networkSettings.version, version)))
            .returning({ data: networkSettings.data, version: networkSettings.version, updatedAt: networkSettings.updatedAt });
    if (!row) throw conflict(CONFLICT_MESSAGE);
    return row;
  }
}

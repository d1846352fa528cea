import { and, asc, desc, eq } from 'drizzle-orm';
import { findLanguage, LANGUAGE_CATALOGUE } from '@sitenet/i18n/languages';
import type { AdminLanguage, CatalogueLanguage } from '../../contract';
import type { Db } from '../../db/client';
import { languages } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { SiteAccess } from '../sites/access';
import { translatedCounts } from '../strings/service';
import { translationStats } from './translation-stats';

type LanguageRow = typeof languages.$inferSelect;

/** `translated`: the site's translated interface keys per language (strings/service.ts translatedCounts). */
export function toAdminLanguage(row: LanguageRow, translated: ReadonlyMap<string, number>): AdminLanguage {
  const entry = findLanguage(row.code) ?? {
    code: row.code,
    label: row.code,
    nativeName: row.code,
    flag: '🏳️',
  };
  return { ...entry, id: row.id, enabled: row.enabled, isDefault: row.isDefault, ...translationStats(row.code, translated) };
}

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, i = 0; current && i < 4; i += 1) {
    if (current.code === UNIQUE_VIOLATION) return true;
    current = current.cause as typeof current;
  }
  return false;
}

export class LanguagesService {
  constructor(
    private readonly db: Db,
    private readonly access: SiteAccess,
  ) {}

  async list(siteId: number): Promise<AdminLanguage[]> {
    const rows = await this.db
      .select()
      .from(languages)
      .where(eq(languages.siteId, siteId))
      .orderBy(desc(languages.isDefault), asc(languages.id));
    const translated = await translatedCounts(this.db, siteId);
    return rows.map((row) => toAdminLanguage(row, translated));
  }

  async available(siteId: number): Promise<CatalogueLanguage[]> {
    const rows = await this.db.select({ code: languages.code }).from(languages).where(eq(languages.siteId, siteId));
    const added = new Set(rows.map((row) => row.code));
    return LANGUAGE_CATALOGUE.filter((language) => !added.has(language.code));
  }

  /** The site a language row belongs to; 404 when there is no such language. */
  async siteOfLanguage(languageId: number): Promise<number> {
    const [row] = await this.db.select({ siteId: languages.siteId }).from(languages).where(eq(languages.id, languageId)).limit(1);
    if (!row) throw notFound('Language not found');
    return row.siteId;
  }

  /** The caller has checked the language's site (the route's site rule). */
  async toggle(languageId: number, enabled: boolean): Promise<AdminLanguage> {
    const [row] = await this.db.select().from(languages).where(eq(languages.id, languageId)).limit(1);
    if (!row) throw notFound('Language not found');
    if (row.isDefault && !enabled) throw conflict('The default language cannot be disabled');
    const [updated] = await this.db
      .update(languages)
      .set({ enabled })
      .where(eq(languages.id, languageId))
      .returning();
    return toAdminLanguage(updated ?? row, await translatedCounts(this.db, row.siteId));
  }

  async add(siteId: number, code: string): Promise<AdminLanguage> {
    if (!findLanguage(code)) {
      throw new HttpError(422, `Unsupported language code: ${code}`, { error: 'Unsupported language code' });
    }
    const alreadyAdded = () =>
      conflict(`Language ${code} is already added to this site`, { error: 'Language already added' });
    const [existing] = await this.db
      .select({ id: languages.id })
      .from(languages)
      .where(and(eq(languages.siteId, siteId), eq(languages.code, code)))
      .limit(1);
    if (existing) throw alreadyAdded();
    try {
      const [row] = await this.db.insert(languages).values({ siteId, code, enabled: true, isDefault: false }).returning();
      if (!row) throw new Error('insert returned no row');
      return toAdminLanguage(row, await translatedCounts(this.db, siteId));
    } catch (error) {
      // Two concurrent adds: the unique index decides, the loser gets the same 409.
      if (isUniqueViolation(error)) throw alreadyAdded();
      throw error;
    }
  }
}

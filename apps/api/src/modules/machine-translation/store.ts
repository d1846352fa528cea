import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { machineTranslationSettings, machineTranslationUsage } from '../../db/schema';
import { MT_DEFAULT_MONTHLY_BUDGET, type MtGlossary, type MtProvider } from '../../contract';

/** The settings as the server uses them (the key included: never let this leave the server). */
export interface StoredMtSettings {
  provider: MtProvider;
  endpoint: string | null;
  apiKey: string | null;
  glossary: MtGlossary[];
  glossaryIds: Record<string, string>;
  monthlyBudgetChars: number | null;
}

const NEVER_SAVED: StoredMtSettings = {
  provider: 'none',
  endpoint: null,
  apiKey: null,
  glossary: [],
  glossaryIds: {},
  monthlyBudgetChars: MT_DEFAULT_MONTHLY_BUDGET,
};

/** The network has one settings row. */
const ROW = 1;

/** `YYYY-MM` of a moment, in UTC: the month characters are counted against. */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7);

export async function readMtSettings(db: Db): Promise<StoredMtSettings> {
  const [row] = await db.select().from(machineTranslationSettings).where(eq(machineTranslationSettings.id, ROW));
  if (!row) return NEVER_SAVED;
  return {
    provider: row.provider,
    endpoint: row.endpoint,
    apiKey: row.apiKey,
    glossary: row.glossary,
    glossaryIds: row.glossaryIds,
    monthlyBudgetChars: row.monthlyBudgetChars,
  };
}

/** Saves everything but the glossary ids, which only follow the provider (they belong to its account). */
export async function writeMtSettings(db: Db, settings: Omit<StoredMtSettings, 'glossaryIds'>, now: Date): Promise<void> {
  const values = {
    provider: settings.provider,
    endpoint: settings.endpoint,
    apiKey: settings.apiKey,
    glossary: settings.glossary,
    monthlyBudgetChars: settings.monthlyBudgetChars,
    updatedAt: now,
  };
  await db
    .insert(machineTranslationSettings)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: machineTranslationSettings.id, set: values });
}

/** Remembers a glossary the provider created (one statement: two jobs at once lose nothing). */
export async function rememberGlossaryId(db: Db, cacheKey: string, glossaryId: string): Promise<void> {
  await db
    .update(machineTranslationSettings)
    .set({ glossaryIds: sql`${machineTranslationSettings.glossaryIds} || ${JSON.stringify({ [cacheKey]: glossaryId })}::jsonb` })
    .where(eq(machineTranslationSettings.id, ROW));
}

export async function usageOf(db: Db, month: string): Promise<number> {
  const [row] = await db.select({ chars: machineTranslationUsage.chars }).from(machineTranslationUsage).where(eq(machineTranslationUsage.month, month));
  return Number(row?.chars ?? 0);
}

/**
 * Counts `chars` against the month before they are sent, in one statement, so two jobs at once
 * cannot both pass the budget: false (nothing counted) when the month would go over it.
 */
export async function reserveChars(db: Db, month: string, chars: number, budget: number | null): Promise<boolean> {
  if (budget !== null && chars > budget) return false;
  const withinBudget = budget === null ? sql`true` : sql`${machineTranslationUsage.chars} + ${chars} <= ${budget}`;
  const rows = await db
    .insert(machineTranslationUsage)
    .values({ month, chars })
    .onConflictDoUpdate({
      target: machineTranslationUsage.month,
      set: { chars: sql`${machineTranslationUsage.chars} + ${chars}` },
      setWhere: withinBudget,
    })
    .returning({ chars: machineTranslationUsage.chars });
  return rows.length > 0;
}

/** Gives back characters reserved for a request the provider never answered with a translation. */
export async function releaseChars(db: Db, month: string, chars: number): Promise<void> {
  await db
    .update(machineTranslationUsage)
    .set({ chars: sql`greatest(${machineTranslationUsage.chars} - ${chars}, 0)` })
    .where(eq(machineTranslationUsage.month, month));
}

import { DEFAULT_CATEGORIES } from '@sitenet/i18n/default-categories';
import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categoryTranslations } from '../../db/schema';

/**
 * Gives a site the default categories it lacks (@sitenet/i18n/default-categories, the one list):
 * every one, or only `keys` when the site carries a chosen few (the site form's choice). Ones the
 * site already has are left as they are, so this is safe to run again.
 */
export async function addDefaultCategories(
  tx: Db,
  siteId: number,
  keys: readonly string[] | null | undefined,
): Promise<void> {
  const wanted = DEFAULT_CATEGORIES.filter((category) => !keys || keys.includes(category.key));
  if (wanted.length === 0) return;
  const [last] = await tx
    .select({ position: max(categories.position) })
    .from(categories)
    .where(eq(categories.siteId, siteId));
  let position = (last?.position ?? -1) + 1;
  for (const category of wanted) {
    const [row] = await tx
      .insert(categories)
      .values({
        siteId,
        key: category.key,
        emoji: category.emoji,
        gradient: category.gradient,
        position,
        inNav: category.in_nav,
      })
      .onConflictDoNothing()
      .returning({ id: categories.id });
    if (!row) continue;
    position += 1;
    await tx
      .insert(categoryTranslations)
      .values(
        Object.entries(category.translations).map(([locale, words]) => ({
          categoryId: row.id,
          siteId,
          locale,
          ...words,
        })),
      )
      // A slug another category of the site already uses stays with it; this default goes without it.
      .onConflictDoNothing();
  }
}

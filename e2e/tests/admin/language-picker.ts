import { expect, type Page } from '@playwright/test';

/** Below 768 px the editor's language tabs are one select (apps/admin language-picker.tsx). */
const compact = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

const select = (page: Page) => page.getByRole('combobox', { name: 'Language being written' });

/** Opens a language in the editor, by its tab or, on phones, in the select. */
export async function pickLanguage(page: Page, code: string, label: string): Promise<void> {
  if (compact(page)) await select(page).selectOption(code);
  else await page.getByRole('tab', { name: new RegExp(`^${label}`) }).click();
}

/** The language's tab (or option) says this state first, e.g. "Published". */
export async function expectLanguageState(page: Page, label: string, state: string): Promise<void> {
  if (compact(page))
    await expect(select(page).locator('option', { hasText: new RegExp(`^${label}: ${state}`) })).toHaveCount(1);
  else await expect(page.getByRole('tab', { name: new RegExp(`^${label} ${state}`) })).toBeVisible();
}

/** Whether the editor offers a language at all (a tab, or on phones an option of the select). */
export async function expectLanguageOffered(page: Page, code: string, label: string, offered: boolean): Promise<void> {
  const choice = compact(page)
    ? select(page).locator(`option[value="${code}"]`)
    : page.getByRole('tablist', { name: 'Language being written' }).getByRole('tab', { name: new RegExp(`^${label}`) });
  await expect(choice).toHaveCount(offered ? 1 : 0);
}

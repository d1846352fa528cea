import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { useOwnClientAddress } from '../../fixtures/client-address';
import { MAGAZINE_URL } from '../../fixtures/urls';
import { interactive, pathOf, text } from '../magazine/support';
import { openSignedIn } from './support';

/** Sends the magazine's contact form in Spanish like a reader (slower than the bot threshold). */
async function sendSpanishMessage(page: Page, name: string, message: string): Promise<void> {
  await useOwnClientAddress(page);
  await page.goto(`${MAGAZINE_URL}${pathOf('es', 'contact')}`);
  await interactive(page);
  await page.getByLabel(text('es', 'contact.name'), { exact: true }).fill(name);
  await page.getByLabel(text('es', 'contact.email'), { exact: true }).fill('lector@example.com');
  await page.getByLabel(text('es', 'contact.subject'), { exact: true }).selectOption('partnership');
  await page.getByLabel(text('es', 'contact.message'), { exact: true }).fill(message);
  await page.waitForTimeout(2600);
  await page.getByRole('button', { name: text('es', 'contact.submit') }).click();
  await expect(page.getByTestId('contact-success')).toHaveText(text('es', 'contact.success'));
}

test.describe('leads in the console', () => {
  test('a Spanish contact message arrives as a new lead; its status changes; CSV export', async ({ page }) => {
    const name = `Marta Colaboradora ${Date.now()}`;
    const message = 'Nos gustaría proponer una colaboración sobre viajes en tren por Europa.';
    await sendSpanishMessage(page, name, message);

    await openSignedIn(page, '/localhost/leads?status=new');
    await page.getByRole('textbox', { name: 'Search leads' }).fill(name);
    const table = page.getByRole('table', { name: 'Leads' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    // At 1280 px the table fits: nothing around it scrolls sideways.
    if ((page.viewportSize()?.width ?? 0) >= 1280)
      expect(
        await table.evaluate((el) => {
          for (let node = el.parentElement; node && node !== document.body; node = node.parentElement)
            if (node.scrollWidth > node.clientWidth + 1) return true;
          return false;
        }),
      ).toBe(false);
    await expect(row).toContainText('New');
    await expect(row).toContainText('ES');
    await expect(row).toContainText(pathOf('es', 'contact'));
    await expect(page).toHaveURL(/status=new/);

    // CSV export of the current filter, fetched with the token.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^leads-localhost-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('status');
    expect(csv).toContain(name);

    // The row opens the lead, from the keyboard too.
    await expect(row).toHaveAccessibleName(`Open the lead from ${name}`);
    await row.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer.getByTestId('lead-message')).toHaveText(message);
    await drawer.getByText('Contacted', { exact: true }).click();
    await expect(page.getByText(`${name} is now Contacted.`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Out of the "new" list, into the "contacted" one.
    await expect(row).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await expect(page).toHaveURL(/status=contacted/);
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Contacted');
  });

  test('lead sources count leads by page, language and referrer; subscribers have their tab', async ({ page }) => {
    await sendSpanishMessage(page, `Pablo Fuentes ${Date.now()}`, 'Quisiera saber más sobre vuestros servicios.');
    await openSignedIn(page, '/localhost/leads/sources');
    const byPage = page.getByRole('table', { name: 'Leads by source page' });
    await expect(byPage.getByRole('row').filter({ hasText: pathOf('es', 'contact') })).toBeVisible();
    await page.getByText('Language', { exact: true }).click();
    await expect(page).toHaveURL(/by=locale/);
    await expect(page.getByRole('table', { name: 'Leads by language' }).getByRole('row').filter({ hasText: 'ES' })).toBeVisible();

    await page.goto('/localhost/leads?view=newsletter');
    await expect(page.getByRole('tab', { name: 'Newsletter subscribers', selected: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Newsletter subscribers' })).toBeVisible();
  });
});

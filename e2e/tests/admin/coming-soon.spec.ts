import { expect, test } from '@playwright/test';
import { openSignedIn } from './support';

/** Controls whose feature is not built yet say so instead of doing nothing. */
test.describe('controls of features not built yet', () => {
  test('the Filters button says it is coming soon', async ({ page }) => {
    await openSignedIn(page, '/localhost/posts');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByText('More filters is coming soon.')).toBeVisible();
  });

  test('every row action names itself and the row', async ({ page }) => {
    await openSignedIn(page, '/localhost/posts');
    const trigger = page.getByRole('button', { name: /^Actions for / }).first();
    const title = ((await trigger.getAttribute('aria-label')) ?? '').replace(/^Actions for /, '');
    for (const action of ['View', 'Export', 'Delete']) {
      await trigger.click();
      await page.getByRole('menuitem', { name: action }).click();
      await expect(page.getByText(`${action} “${title}” is coming soon.`)).toBeVisible();
    }
    // Edit opens the post editor.
    await trigger.click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      /^\/localhost\/posts\/\d+\/edit$/,
    );
  });
});

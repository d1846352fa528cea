import { expect, test } from '@playwright/test';
import { API_URL, MAGAZINE_URL } from '../../fixtures/urls';
import { apiSites, openSignedIn } from './support';

/**
 * Categories are the site's data (issue 17): one made in the console is on the magazine at once
 * under its Spanish slug, and a renamed slug keeps answering with a permanent redirect.
 */
test('create a category with a Spanish slug, see it on the magazine, rename the slug and follow the 301', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const word = `e2e${Date.now().toString(36)}`;
  const session = await openSignedIn(page, '/localhost/categories');
  const siteId = (await apiSites(page.request, session.token)).find(
    (site) => site.domain === 'localhost',
  )!.id;
  try {
    await expect(page.getByRole('table', { name: /Categories/ })).toBeVisible();
    await page.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByRole('textbox', { name: /Key/ }).fill(word);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(`Garden ${word}`);
    await dialog.getByRole('textbox', { name: /URL slug/ }).fill(`garden-${word}`);
    await dialog.getByRole('tab', { name: 'Spanish' }).click();
    const spanish = dialog.getByRole('tabpanel', { name: 'Spanish' });
    await spanish.getByRole('textbox', { name: /^Name/ }).fill(`Jardín ${word}`);
    await spanish.getByRole('textbox', { name: /URL slug/ }).fill(`jardin-${word}`);
    // Enter submits the form, as a person on a phone does from the keyboard (a phone keeps the
    // focused field in view, so the dialog's own button sits under the fields while they type).
    await spanish.getByRole('textbox', { name: /URL slug/ }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`Garden ${word}`) })).toBeVisible();

    // On the magazine: its page answers in Spanish, and every page links it (the footer lists every topic).
    await page.goto(`${MAGAZINE_URL}/es`);
    await expect(
      page.getByTestId('footer-topics').getByRole('link', { name: `Jardín ${word}` }),
    ).toHaveAttribute('href', `/es/categoria/jardin-${word}`);
    await page.goto(`${MAGAZINE_URL}/es/categoria/jardin-${word}`);
    await expect(page.getByRole('heading', { level: 1, name: `Jardín ${word}` })).toBeVisible();

    // Rename the Spanish slug in the console.
    await page.goto('/localhost/categories');
    await page.getByRole('button', { name: `Edit Garden ${word}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit Garden ${word}` });
    await edit.getByRole('tab', { name: 'Spanish' }).click();
    const slug = edit
      .getByRole('tabpanel', { name: 'Spanish' })
      .getByRole('textbox', { name: /URL slug/ });
    await slug.fill(`huerto-${word}`);
    await slug.press('Enter');
    await expect(edit).toBeHidden();

    // The old address answers 301 to the new one, and the browser lands there.
    const old = await page.request.get(`${MAGAZINE_URL}/es/categoria/jardin-${word}`, {
      maxRedirects: 0,
    });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/es/categoria/huerto-${word}`);
    await page.goto(`${MAGAZINE_URL}/es/categoria/jardin-${word}`);
    await expect(page).toHaveURL(`${MAGAZINE_URL}/es/categoria/huerto-${word}`);
    await expect(page.getByRole('heading', { level: 1, name: `Jardín ${word}` })).toBeVisible();
  } finally {
    // Leave the demo site as it was.
    const headers = { Authorization: `Bearer ${session.token}`, Accept: 'application/json' };
    const list = await page.request.get(`${API_URL}/api/admin/categories?site_id=${siteId}`, {
      headers,
    });
    const made = (
      (await list.json()) as { categories: Array<{ id: number; key: string }> }
    ).categories.find((category) => category.key === word);
    if (made) await page.request.delete(`${API_URL}/api/admin/categories/${made.id}`, { headers });
  }
});

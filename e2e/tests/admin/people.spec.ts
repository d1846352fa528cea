import { expect, test, type Locator } from '@playwright/test';
import { ADMIN_URL, API_URL, DEMO_CONTRIBUTOR, DEMO_EDITOR, DEMO_OWNER } from '../../fixtures/urls';
import { apiLogin, openNavigation, openSignedIn } from './support';

/** The row of the people table that names `email`. */
function personRow(table: Locator, email: string): Locator {
  return table.getByRole('row').filter({ hasText: email });
}

test.describe('people and roles', () => {
  test('the owner sees the demo accounts with their roles at /users', async ({ page }) => {
    await openSignedIn(page, '/users', DEMO_OWNER);
    await expect(page.getByRole('heading', { name: 'Users' }).first()).toBeVisible();
    const table = page.getByRole('table', { name: 'People' });
    const expected: [string, string][] = [
      ['owner@demo.test', 'Owner'],
      ['admin@demo.test', 'Administrator'],
      ['manager@demo.test', 'manager · localhost'],
      ['editor@demo.test', 'editor · home.localhost'],
      ['author@demo.test', 'author · localhost'],
      ['contributor@demo.test', 'contributor · localhost'],
      ['translator@demo.test', 'translator · localhost (es)'],
    ];
    for (const [email, role] of expected) {
      await expect(personRow(table, email), email).toContainText(role);
    }
    // The owner's own row offers nothing: the owner is never suspended, removed or demoted.
    await expect(
      personRow(table, 'owner@demo.test').getByRole('button', { name: /^Actions for/ }),
    ).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Search people' }).fill('translator@');
    await expect(table.getByRole('row')).toHaveCount(2); // the header and the translator
  });

  test('suspending a person ends their open session in another browser on the next request', async ({
    page,
    browser,
  }) => {
    // No route creates an account without the invitations work, so this uses the demo
    // contributor, which only this test writes: suspended here, reactivated in `finally`.
    const contributorContext = await browser.newContext({
      baseURL: ADMIN_URL,
      viewport: page.viewportSize() ?? undefined,
    });
    const contributorPage = await contributorContext.newPage();
    const owner = await apiLogin(page.request, DEMO_OWNER);
    let contributorId: number | undefined;
    try {
      const contributor = await openSignedIn(contributorPage, '/localhost/posts', DEMO_CONTRIBUTOR);
      contributorId = contributor.user.id;
      await expect(contributorPage.getByRole('heading', { name: 'Posts' }).first()).toBeVisible();

      await openSignedIn(page, '/users', DEMO_OWNER);
      const table = page.getByRole('table', { name: 'People' });
      await table.getByRole('button', { name: 'Actions for Demo Contributor' }).click();
      await page.getByRole('menuitem', { name: 'Suspend' }).click();
      const dialog = page.getByRole('dialog', { name: 'Suspend Demo Contributor?' });
      await dialog.getByRole('button', { name: 'Suspend' }).click();
      await expect(dialog).toBeHidden();
      await expect(personRow(table, 'contributor@demo.test')).toContainText('Suspended');

      // The contributor's next request is refused: the console signs them out to the login page.
      await contributorPage.reload();
      await expect(contributorPage).toHaveURL(/\/login\?redirect=/);
      await expect(contributorPage.getByRole('button', { name: 'Sign in' })).toBeVisible();
    } finally {
      await contributorContext.close();
      if (contributorId !== undefined) {
        const response = await page.request.post(
          `${API_URL}/api/admin/users/${contributorId}/reactivate`,
          { headers: { Authorization: `Bearer ${owner.token}`, Accept: 'application/json' } },
        );
        expect(response.ok()).toBeTruthy();
      }
    }
  });

  test('the editor sees neither network settings nor Add New Site', async ({ page }) => {
    await openSignedIn(page, '/sites', DEMO_EDITOR);
    await expect(page.getByTestId('site-card')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add New Site' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

    await openNavigation(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);

    // Nor the site's settings: those are a manager's.
    await page.goto('/home.localhost/dashboard');
    await openNavigation(page);
    await expect(nav.getByRole('button', { name: 'Posts' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  });
});

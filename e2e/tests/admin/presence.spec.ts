import { expect, test, type Page } from '@playwright/test';
import { bearer, createPost, translation, unique } from '../../fixtures/admin-api';
import { ADMIN_URL, API_URL, DEMO_EDITOR, DEMO_OWNER } from '../../fixtures/urls';
import { apiLogin, apiSites, openSignedIn } from './support';

/*
 * Two people on one post (issue 16): the owner and an editor of the demo site open the same post
 * in two browsers, each sees the other, both change a different field, and the second save is
 * resolved field by field so the result has both changes.
 */

// The heartbeat runs every 15 s: a person who opened the post first sees the second one within that.
const HEARTBEAT = { timeout: 20_000 };

const title = (page: Page) =>
  page.getByRole('main').getByRole('textbox', { name: 'Title', exact: true });
const excerpt = (page: Page) =>
  page.getByRole('main').getByRole('textbox', { name: 'Excerpt', exact: true });

test.describe('two people on one post', () => {
  test.describe.configure({ timeout: 120_000 });

  test('each sees the other, and a conflict is resolved field by field', async ({
    browser,
    page,
  }) => {
    const word = unique();
    const other = await browser.newContext({
      baseURL: ADMIN_URL,
      viewport: page.viewportSize() ?? undefined,
    });
    const second = await other.newPage();

    const owner = await openSignedIn(page, '/error/404', DEMO_OWNER);
    // A post on the editor's own site (the demo editor has one).
    const [site] = await apiSites(page.request, (await apiLogin(page.request, DEMO_EDITOR)).token);
    // Home Nest carries home, health and technology.
    const post = await createPost(
      page.request,
      owner.token,
      site!.id,
      { en: translation(`Shared ${word}`, 'draft') },
      'home',
    );
    const editPath = `/${site!.domain}/posts/${post.id}/edit`;

    await page.goto(editPath);
    await expect(title(page)).toHaveValue(`Shared ${word}`);
    const editor = await openSignedIn(second, editPath, DEMO_EDITOR);
    await expect(title(second)).toHaveValue(`Shared ${word}`);

    // Presence, in words (the avatars are decoration).
    await expect(
      second.getByTestId('presence').getByText(`${owner.user.name} is also editing (English)`),
    ).toBeVisible();
    await expect(
      page.getByTestId('presence').getByText(`${editor.user.name} is also editing (English)`),
    ).toBeVisible(HEARTBEAT);

    // Different fields: the owner the title, the editor the excerpt; the owner saves first.
    await title(page).fill(`Shared ${word} by the owner`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/^Saved at/);
    await excerpt(second).fill('The excerpt, by the editor.');
    await second.getByRole('button', { name: 'Save' }).click();

    const dialog = second.getByRole('dialog', {
      name: 'This post was changed by someone else since you opened it',
    });
    await expect(dialog).toBeVisible();
    // The title only they changed defaults to theirs, the excerpt I changed to mine.
    const titleRow = dialog.getByRole('group', { name: 'English: Title' });
    await expect(
      titleRow.getByRole('radio', { name: `Theirs: Shared ${word} by the owner` }),
    ).toBeChecked();
    const excerptRow = dialog.getByRole('group', { name: 'English: Excerpt' });
    await expect(
      excerptRow.getByRole('radio', { name: 'Mine: The excerpt, by the editor.' }),
    ).toBeChecked();
    // Chosen from the keyboard: mine, then back to theirs, for the title.
    await titleRow.getByRole('radio', { name: /^Theirs/ }).focus();
    await second.keyboard.press('ArrowLeft');
    await expect(titleRow.getByRole('radio', { name: /^Mine/ })).toBeChecked();
    await second.keyboard.press('ArrowRight');
    await expect(titleRow.getByRole('radio', { name: /^Theirs/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Apply' }).click();

    await expect(title(second)).toHaveValue(`Shared ${word} by the owner`);
    await expect(excerpt(second)).toHaveValue('The excerpt, by the editor.');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second.getByTestId('save-status')).toHaveText(/^Saved at/);

    const saved = await page.request.get(`${API_URL}/api/admin/posts/${post.id}`, {
      headers: bearer(owner.token),
    });
    const { post: result } = (await saved.json()) as {
      post: { translations: { en: { title: string; excerpt: string } } };
    };
    expect(result.translations.en).toMatchObject({
      title: `Shared ${word} by the owner`,
      excerpt: 'The excerpt, by the editor.',
    });

    // Leaving the editor says so: the owner stops seeing the editor.
    await second.goto(`/${site!.domain}/posts`);
    await expect(page.getByTestId('presence')).toBeEmpty(HEARTBEAT);
    await other.close();
    await page.request.delete(`${API_URL}/api/admin/posts/${post.id}`, {
      headers: bearer(owner.token),
    });
  });
});

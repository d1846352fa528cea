import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  createPost as createPostOn,
  translation,
  unique,
  type CreatedPost,
} from '../../fixtures/admin-api';
import { gradientPng } from '../../fixtures/png';
import { ADMIN_URL, API_URL, MAGAZINE_URL } from '../../fixtures/urls';
import { expectLanguageState, pickLanguage } from './language-picker';
import { apiLogin, apiSites, expectAccessible, openSignedIn } from './support';

/** A post of the test's own on the demo site `localhost`, whose editor screens the tests open. */
async function createPost(
  request: APIRequestContext,
  token: string,
  translations: Record<string, ReturnType<typeof translation>>,
): Promise<CreatedPost> {
  const site = (await apiSites(request, token)).find((s) => s.domain === 'localhost')!;
  return createPostOn(request, token, site.id, translations);
}

/** Tests put back what they add: the post goes to the trash. */
async function trashPost(request: APIRequestContext, token: string, id: number) {
  await request.delete(`${API_URL}/api/admin/posts/${id}`, { headers: { Authorization: `Bearer ${token}` } });
}

async function choosePublishState(page: Page, state: 'Draft' | 'Scheduled' | 'Published') {
  await page.locator('label').filter({ hasText: new RegExp(`^${state}$`) }).click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: /^(Save|Create post)$/ }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at/);
}

test.describe('post editor', () => {
  // Whole editing sessions against the real server: slower than one-screen checks.
  test.describe.configure({ timeout: 120_000 });

  test('write in English, translate side by side, publish Spanish only', async ({ page }) => {
    const word = unique();
    const session = await openSignedIn(page, '/localhost/posts/create');
    const main = page.getByRole('main');

    await main.getByRole('textbox', { name: 'Title', exact: true }).fill(`Saving tips ${word}`);
    await expect(main.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(`saving-tips-${word}`);
    await main.getByLabel('Category').selectOption('money');
    for (const n of [1, 2, 3]) {
      await main.getByRole('button', { name: 'Add tip' }).click();
      await main.getByRole('textbox', { name: `Tip ${n} title` }).fill(`English tip ${n}`);
      await main.getByRole('textbox', { name: `Tip ${n} description` }).fill(`What to do, step ${n}.`);
    }
    await save(page);
    await expect(page).toHaveURL(/\/localhost\/posts\/\d+\/edit$/);
    const id = Number(/posts\/(\d+)\/edit/.exec(page.url())![1]);

    // Spanish, beside the English original, tip by tip.
    await pickLanguage(page, 'es', 'Spanish');
    await expect(page).toHaveURL(/\?lang=es$/);
    await expect(main.getByRole('heading', { name: 'Spanish translation' })).toBeVisible();
    await expect(main.getByText('English tip 2', { exact: true })).toBeVisible();
    await main.getByRole('textbox', { name: 'Title (Spanish)', exact: true }).fill(`Consejos para ahorrar ${word}`);
    for (const n of [1, 2, 3]) {
      await main.getByRole('textbox', { name: `Tip ${n} title` }).fill(`Consejo ${n}`);
      await main.getByRole('textbox', { name: `Tip ${n} description` }).fill(`Qué hacer, paso ${n}.`);
    }
    await choosePublishState(page, 'Published');
    await save(page);
    const esSlug = await main.getByRole('textbox', { name: 'Slug (Spanish)' }).inputValue();
    expect(esSlug).toBe(`consejos-para-ahorrar-${word}`);
    await expectLanguageState(page, 'Spanish', 'Published');

    // Arabic stays a draft.
    await pickLanguage(page, 'ar', 'Arabic');
    await main.getByRole('textbox', { name: 'Title (Arabic)', exact: true }).fill(`نصائح للتوفير ${word}`);
    for (const n of [1, 2, 3]) {
      await main.getByRole('textbox', { name: `Tip ${n} title` }).fill(`نصيحة ${n}`);
      await main.getByRole('textbox', { name: `Tip ${n} description` }).fill(`ماذا تفعل ${n}.`);
    }
    await save(page);
    const arSlug = await main.getByRole('textbox', { name: 'Slug (Arabic)' }).inputValue();
    await expectLanguageState(page, 'Arabic', 'Draft');

    const magazine = await page.context().newPage();
    await magazine.goto(`${MAGAZINE_URL}/es/${esSlug}`);
    await expect(magazine.getByRole('heading', { level: 1, name: `Consejos para ahorrar ${word}` })).toBeVisible();
    await expect(magazine.getByRole('heading', { name: /Consejo 2/ }).first()).toBeVisible();
    // The Arabic draft is not public: its text is nowhere on the Arabic magazine.
    await magazine.goto(`${MAGAZINE_URL}/ar/${encodeURIComponent(arSlug)}`);
    await expect(magazine.locator('h1')).toBeVisible();
    await expect(magazine.getByRole('heading', { name: `نصائح للتوفير ${word}` })).toHaveCount(0);
    await expect(magazine.getByText('نصيحة 2')).toHaveCount(0);
    await magazine.goto(`${MAGAZINE_URL}/ar/`);
    await expect(magazine.locator('h1').first()).toBeVisible();
    await expect(magazine.getByText(new RegExp(word))).toHaveCount(0);
    await magazine.close();

    await trashPost(page.request, session.token, id);
  });

  test('a rich-text body: toolbar formatting and a link, saved as HTML', async ({ page }) => {
    const word = unique();
    const session = await apiLogin(page.request);
    const post = await createPost(page.request, session.token, { en: translation(`Rich body ${word}`, 'draft') });
    await openSignedIn(page, `/localhost/posts/${post.id}/edit`);
    const main = page.getByRole('main');

    await main.locator('label').filter({ hasText: /^Rich text$/ }).click();
    const body = main.getByRole('textbox', { name: 'Body', exact: true });
    await body.click();
    await page.keyboard.type('Plain start. ');
    const bold = main.getByRole('button', { name: 'Bold', exact: true });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Strong words');
    await bold.click();
    await page.keyboard.type(' then the docs');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
    await main.getByRole('button', { name: 'Link', exact: true }).click();
    const address = page.getByRole('textbox', { name: 'Link address' });
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expect(page.getByText('Use an http, https, mailto or tel address')).toBeVisible();
    await address.fill('https://example.com/docs');
    await address.press('Enter');
    await expect(body.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://example.com/docs');
    await save(page);

    const saved = await page.request.get(`${API_URL}/api/admin/posts/${post.id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const html = ((await saved.json()) as { post: { translations: { en: { content_html: string } } } }).post.translations.en.content_html;
    expect(html).toBe('<p>Plain start. <strong>Strong words</strong> then the <a href="https://example.com/docs">docs</a></p>');

    await page.reload();
    await expect(main.getByRole('textbox', { name: 'Body', exact: true }).getByText('Strong words')).toBeVisible();
    await trashPost(page.request, session.token, post.id);
  });

  test('tips reorder by dragging the handle, with the mouse and with the keyboard', async ({ page }, testInfo) => {
    const word = unique();
    const session = await apiLogin(page.request);
    const post = await createPost(page.request, session.token, { en: translation(`Drag ${word}`, 'draft') });
    await openSignedIn(page, `/localhost/posts/${post.id}/edit`);
    const main = page.getByRole('main');
    const titles = () =>
      Promise.all([1, 2, 3].map((n) => main.getByRole('textbox', { name: `Tip ${n} title` }).inputValue()));

    const handle = main.getByRole('button', { name: 'Drag tip 1' });
    // A touch screen has no hover before the touch that starts a drag: it is ready without one.
    if (testInfo.project.use.hasTouch) await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    await handle.hover();
    // Drag-and-drop arrives when the list is reached; the handle says so once it is sortable.
    await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    const from = (await handle.boundingBox())!;
    const to = (await main.getByRole('region', { name: 'Tip 3 of 3' }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height - 20, { steps: 12 });
    await page.mouse.up();
    await expect.poll(titles).toEqual([`Drag ${word} tip two`, `Drag ${word} tip three`, `Drag ${word} tip one`]);

    // The keyboard: pick up, move, drop, each step announced to screen readers.
    await main.getByRole('button', { name: 'Drag tip 3' }).focus();
    await page.keyboard.press('Space');
    // Picked up, then over its own place: the announcement says where the tip would land.
    const overThree = page.getByText('Over position 3.', { exact: true });
    await expect(overThree).toBeAttached();
    // dnd-kit's keyboard sensor listens for the arrows from the task after the pick-up (a
    // setTimeout in KeyboardSensor.attach): an arrow pressed before that moves nothing, as it
    // would for a reader that fast. Pressed again only while the tip is still over its own place.
    await expect(async () => {
      if (await overThree.count()) await page.keyboard.press('ArrowUp');
      await expect(page.getByText('Over position 2.', { exact: true })).toBeAttached({ timeout: 1000 });
    }).toPass();
    await page.keyboard.press('Space');
    await expect.poll(titles).toEqual([`Drag ${word} tip two`, `Drag ${word} tip one`, `Drag ${word} tip three`]);
    await trashPost(page.request, session.token, post.id);
  });

  test('editing the English title turns the Spanish cell stale in the matrix', async ({ page }) => {
    const word = unique();
    const session = await apiLogin(page.request);
    const post = await createPost(page.request, session.token, {
      en: translation(`Matrix post ${word}`, 'published'),
      es: translation(`Entrada ${word}`, 'published'),
    });
    await openSignedIn(page, `/localhost/translations?state=stale`);
    await expect(page.getByRole('link', { name: new RegExp(`Matrix post ${word}, Spanish`) })).toHaveCount(0);

    await page.goto(`/localhost/posts/${post.id}/edit`);
    await page.getByRole('main').getByRole('textbox', { name: 'Title', exact: true }).fill(`Matrix post ${word} revised`);
    await save(page);

    await page.goto('/localhost/translations?state=stale');
    const cell = page.getByRole('link', { name: `Matrix post ${word} revised, Spanish: Published, stale. Open in the editor` });
    await expect(cell).toBeVisible();
    await expectAccessible(page, 'translation matrix');
    await cell.click();
    await expect(page).toHaveURL(new RegExp(`/localhost/posts/${post.id}/edit\\?lang=es$`));
    await expect(page.getByText('The original changed since this translation was saved')).toBeVisible();
    await expectAccessible(page, 'post editor, side by side');

    await trashPost(page.request, session.token, post.id);
  });

  test('two editors of one post: the second save gets the conflict message', async ({ browser, page }) => {
    const word = unique();
    const session = await apiLogin(page.request);
    const post = await createPost(page.request, session.token, { en: translation(`Shared post ${word}`, 'draft') });
    const other = await browser.newContext({ baseURL: ADMIN_URL, viewport: page.viewportSize() ?? undefined });
    const second = await other.newPage();
    await openSignedIn(page, `/localhost/posts/${post.id}/edit`);
    await openSignedIn(second, `/localhost/posts/${post.id}/edit`);

    const title = (p: Page) => p.getByRole('main').getByRole('textbox', { name: 'Title', exact: true });
    // Both editors have read version 1 before either saves.
    await expect(title(page)).toHaveValue(`Shared post ${word}`);
    await expect(title(second)).toHaveValue(`Shared post ${word}`);
    await title(page).fill(`Shared post ${word} by the first`);
    await save(page);

    await title(second).fill(`Shared post ${word} by the second`);
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second.getByTestId('save-status')).toHaveText('Not saved: changed by someone else');
    await expect(
      second.getByRole('heading', { name: 'This post was changed by someone else since you opened it' }),
    ).toBeVisible();
    await expect(title(second)).toHaveValue(`Shared post ${word} by the second`);
    await second.getByRole('button', { name: 'Load their version' }).click();
    await expect(title(second)).toHaveValue(`Shared post ${word} by the first`);
    await other.close();

    await trashPost(page.request, session.token, post.id);
  });

  test('a trashed post is listed in the trash and can be restored', async ({ page }) => {
    const word = unique();
    const session = await apiLogin(page.request);
    const post = await createPost(page.request, session.token, { en: translation(`Trash me ${word}`, 'draft') });
    await openSignedIn(page, `/localhost/posts/${post.id}/edit`);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Move to trash' }).click();
    await page.getByRole('button', { name: 'Move to trash' }).click();
    await expect(page).toHaveURL(/\/localhost\/posts\/trash$/);
    const restore = page.getByRole('button', { name: `Restore Trash me ${word}` });
    await expect(restore).toBeVisible();
    await restore.click();
    // The trash asks how the post comes back: drafts are chosen first.
    const dialog = page.getByRole('dialog', { name: 'Restore post' });
    await expect(dialog.getByRole('radio', { name: /Drafts/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(restore).toHaveCount(0);
    await trashPost(page.request, session.token, post.id);
  });

  test('an uploaded featured image appears in the article with srcset', async ({ page }) => {
    const word = unique();
    const session = await apiLogin(page.request);
    const post = await createPost(page.request, session.token, { en: translation(`Pictured post ${word}`, 'published') });
    await openSignedIn(page, `/localhost/posts/${post.id}/edit`);
    const main = page.getByRole('main');

    await main.locator('input[type="file"]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: gradientPng(1600, 900),
    });
    await expect(main.getByRole('img', { name: 'Featured image preview' })).toBeVisible({ timeout: 30_000 });
    // The alt text is required in every language of the post before it saves.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('textbox', { name: 'Image alt text', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await main.getByRole('textbox', { name: 'Image alt text', exact: true }).fill('A blue and green gradient');
    await save(page);
    const slug = await main.getByRole('textbox', { name: 'Slug', exact: true }).inputValue();

    const magazine = await page.context().newPage();
    await magazine.goto(`${MAGAZINE_URL}/${slug}`);
    const image = magazine.getByRole('img', { name: 'A blue and green gradient' });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
    const srcsets = await magazine
      .locator('picture source[srcset], img[srcset]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('srcset') ?? ''));
    expect(srcsets.some((srcset) => /\/media\/\S+ \d+w/.test(srcset))).toBe(true);
    await magazine.close();

    await trashPost(page.request, session.token, post.id);
  });
});

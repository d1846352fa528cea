import { expect, test } from '@playwright/test';
import {
  adminToken,
  createPost,
  createSite,
  deleteSite,
  translation,
  unique,
  type CreatedPost,
  type OwnSite,
} from '../../fixtures/admin-api';
import { DEMO_ADMIN, DEMO_OWNER } from '../../fixtures/urls';
import { openSignedIn } from './support';

/**
 * The translation memory (issue 17, item 7): a tip translated into Spanish in article A; articles
 * B and C carry the same English tip. In B's Spanish pane the tip's title shows the 100 % match
 * and one click inserts it; on C, "Pre-translate from memory" fills it. Site and posts are the
 * test's own.
 */
const word = unique();
const english = { title: `Fix a dripping tap ${word}`, description: `Replace the worn washer ${word}.` };
const spanish = { title: `Arregla un grifo que gotea ${word}`, description: `Cambia la arandela gastada ${word}.` };
let site: OwnSite;
let articleB: CreatedPost;
let articleC: CreatedPost;
let articleE: CreatedPost;

/** Rich text: a paragraph of article D translated into Spanish, the same paragraph in article E. */
const paragraph = { en: `Check the seals of every window before winter ${word}.`, es: `Revisa las juntas de cada ventana antes del invierno ${word}.` };
const richText = (title: string, html: string) => ({ ...translation(title, 'draft'), content_type: 'html', content: [], content_html: html });

/** A published English original (no server autosave) whose first tip is the shared one. */
function withSharedTip(title: string, texts: { title: string; description: string }, status: 'draft' | 'published' = 'published') {
  const base = translation(title, status);
  return { ...base, content: base.content.map((tip, index) => (index === 0 ? { ...tip, ...texts } : tip)) };
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const owner = await adminToken(request, DEMO_OWNER);
  site = await createSite(request, owner, { languages: ['en', 'es'], name: `Memory ${word}` });
  await createPost(request, owner, site.id, {
    en: withSharedTip(`Article A ${word}`, english),
    es: withSharedTip(`Artículo A ${word}`, spanish, 'draft'),
  });
  articleB = await createPost(request, owner, site.id, { en: withSharedTip(`Article B ${word}`, english) });
  articleC = await createPost(request, owner, site.id, { en: withSharedTip(`Article C ${word}`, english) });
  await createPost(request, owner, site.id, {
    en: richText(`Article D ${word}`, `<p>${paragraph.en}</p>`),
    es: richText(`Artículo D ${word}`, `<p>${paragraph.es}</p>`),
  });
  articleE = await createPost(request, owner, site.id, {
    en: richText(`Article E ${word}`, `<h2>Before the cold ${word}</h2><p>${paragraph.en}</p>`),
    es: richText(`Artículo E ${word}`, `<h2>Antes del frío ${word}</h2><p></p>`),
  });
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  if (site) await deleteSite(request, site);
  await request.dispose();
});

test('the memory offers the exact match for a tip copied from another article, inserts it, and pre-translates it', async ({ page }) => {
  test.setTimeout(120_000);
  const slow = { timeout: 30_000 };

  await openSignedIn(page, `/${site.domain}/posts/${articleB.id}/edit?lang=es`, DEMO_ADMIN);
  const tipTitle = page.getByRole('textbox', { name: 'Tip 1 title' });
  await expect(tipTitle).toBeVisible(slow);
  await page.getByRole('button', { name: 'Memory for the tip 1 title' }).click();
  const matches = page.getByRole('list', { name: 'Matches in memory' });
  const best = matches.getByRole('button').first();
  await expect(best).toContainText('100 %', slow);
  await expect(best).toContainText(spanish.title);
  await expect(best).toContainText(`From: ${english.title}`);
  await best.click();
  await expect(tipTitle).toHaveValue(spanish.title);
  await expect(page.getByTestId('save-status')).toContainText('Unsaved changes');

  // Article C in a page of its own: B's unsaved change stays where it is.
  const other = await page.context().newPage();
  await openSignedIn(other, `/${site.domain}/posts/${articleC.id}/edit?lang=es`, DEMO_ADMIN);
  await other.getByRole('button', { name: 'Pre-translate from memory' }).click(slow);
  await expect(other.getByRole('textbox', { name: 'Tip 1 title' })).toHaveValue(spanish.title, slow);
  await expect(other.getByRole('textbox', { name: 'Tip 1 description' })).toHaveValue(spanish.description);
  await expect(other.getByText('Filled 2 of 8 segments from memory', { exact: false })).toBeVisible();
  await expect(other.getByTestId('save-status')).not.toContainText('Unsaved changes');
});

test('the memory offers a rich-text body’s paragraph translated in another article and inserts it at the cursor', async ({ page }) => {
  test.setTimeout(120_000);
  const slow = { timeout: 30_000 };

  await openSignedIn(page, `/${site.domain}/posts/${articleE.id}/edit?lang=es`, DEMO_ADMIN);
  const body = page.getByRole('textbox', { name: 'Body (Spanish)' });
  await expect(body).toContainText(`Antes del frío ${word}`, slow);
  // The cursor in the empty paragraph after the heading.
  await body.locator('p').last().click();
  await page.getByRole('button', { name: 'Memory for the body' }).click();
  const block = page.getByRole('combobox', { name: 'English block' });
  await expect(block.locator('option')).toHaveText([`1. Before the cold ${word}`, `2. ${paragraph.en}`]);
  await block.selectOption({ label: `2. ${paragraph.en}` });
  const best = page.getByRole('list', { name: 'Matches in memory' }).getByRole('button').first();
  await expect(best).toContainText('100 %', slow);
  await expect(best).toContainText(paragraph.es);
  await best.click();
  await expect(body.locator('p').last()).toHaveText(paragraph.es);
  await expect(body.locator('h2')).toHaveText(`Antes del frío ${word}`);
  await expect(body).toBeFocused();
  await expect(page.getByTestId('save-status')).toContainText('Unsaved changes');
});

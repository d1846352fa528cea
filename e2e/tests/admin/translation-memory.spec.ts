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

import { expect, test, type Page } from '@playwright/test';
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
import { ADMIN_URL, API_URL, DEMO_ADMIN, DEMO_OWNER } from '../../fixtures/urls';
import { expectLanguageOffered, expectLanguageState } from './language-picker';
import { openSignedIn } from './support';

/**
 * The team story of issue 19: the owner invites a translator for Spanish on one site; the
 * translator accepts in a browser of their own, translates a post and submits it (but may not
 * publish it, write Arabic or see another site); an administrator approves it and the Spanish
 * article is public on the site's magazine. Everything here is the test's own: a site, a post and
 * an email address made for it.
 */
const word = unique();
const email = `translator-${word}@example.test`;
let site: OwnSite;
let post: CreatedPost;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const token = await adminToken(request, DEMO_OWNER);
  site = await createSite(request, token, { languages: ['en', 'es', 'ar'], name: `Story ${word}` });
  post = await createPost(request, token, site.id, { en: translation(`Budget tips ${word}`, 'published') });
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  if (site) await deleteSite(request, site);
  await request.dispose();
});

/** The translation editor of the test's post, opened on one language. */
const editorUrl = (lang: string) => `/${site.domain}/posts/${post.id}/edit?lang=${lang}`;

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at/, { timeout: 30_000 });
}

test('the owner invites a Spanish translator, who translates and submits; an administrator approves and publishes', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);

  // The owner invites from /users. Without SMTP_URL the dialog shows the link, once.
  await openSignedIn(page, '/users', DEMO_OWNER);
  // First screens after a sign-in load several lists: on a busy machine longer than the default wait.
  const slow = { timeout: 30_000 };
  await page.getByRole('button', { name: 'Invite person' }).click(slow);
  const invite = page.getByRole('dialog', { name: 'Invite a person' });
  await invite.getByRole('textbox', { name: 'Email' }).fill(email);
  await invite.getByRole('combobox', { name: 'Site' }).selectOption({ label: `${site.name} (${site.domain})` });
  await invite.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Translator' });
  await invite.getByRole('checkbox', { name: 'Spanish' }).check();
  await expect(invite.getByRole('checkbox', { name: 'Arabic' })).not.toBeChecked();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const linkField = invite.getByRole('textbox', { name: 'Invitation link' });
  await expect(linkField).toHaveValue(new RegExp(`^${ADMIN_URL}/invite/[A-Za-z0-9_-]{43}$`), slow);
  const link = await linkField.inputValue();
  await invite.getByRole('button', { name: 'Done' }).click();
  await expect(invite).toBeHidden();

  // The translator, in a browser context of their own: nobody signed in there.
  const translatorContext = await browser.newContext({ baseURL: ADMIN_URL, viewport: page.viewportSize() ?? undefined });
  try {
    const tr = await translatorContext.newPage();
    await tr.goto(link);
    await expect(tr.getByText(`Translator on ${site.name} (${site.domain}): Spanish`)).toBeVisible(slow);
    await tr.getByLabel(/Your name/).fill(`Tess ${word}`);
    await tr.getByLabel(/Choose a password/).fill('violet kettle orbits quietly');
    await tr.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(tr).toHaveURL(/\/dashboard$/, slow);

    // Only their site: the sites screen shows one card, and another site's screens say no site matches.
    await tr.goto('/sites');
    await expect(tr.getByTestId('site-card')).toHaveCount(1, slow);
    await expect(tr.getByTestId('site-card')).toContainText(site.domain);
    await tr.goto('/localhost/posts');
    await expect(tr.getByRole('alert').filter({ hasText: 'No site matches localhost' })).toBeVisible(slow);
    const token = await tr.evaluate(() => localStorage.getItem('admin_token'));
    const otherSites = await tr.request.get(`${API_URL}/api/admin/sites`, { headers: { Authorization: `Bearer ${token}` } });
    const domains = ((await otherSites.json()) as { sites: { domain: string }[] }).sites.map((s) => s.domain);
    expect(domains).toEqual([site.domain]);

    // The Spanish translation, beside the English original.
    await tr.goto(editorUrl('es'));
    const main = tr.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Spanish translation' })).toBeVisible(slow);
    // Arabic is not theirs: no tab, and asking for it by address shows the original instead.
    await expectLanguageOffered(tr, 'es', 'Spanish', true);
    await expectLanguageOffered(tr, 'ar', 'Arabic', false);

    await main.getByRole('textbox', { name: 'Title (Spanish)', exact: true }).fill(`Consejos de presupuesto ${word}`);
    for (const n of [1, 2, 3]) {
      await main.getByRole('textbox', { name: `Tip ${n} title` }).fill(`Consejo ${n} ${word}`);
      await main.getByRole('textbox', { name: `Tip ${n} description` }).fill(`Qué hacer, paso ${n}.`);
    }
    // They cannot publish: only Draft can be chosen.
    await expect(main.getByText('Your role cannot publish: an editor of this site publishes it.')).toBeVisible();
    await expect(main.getByRole('radio', { name: 'Published' })).toBeDisabled();
    await save(tr);
    await tr.getByRole('button', { name: 'Submit for review' }).click();
    const bar = tr.getByTestId('review-bar');
    await expect(bar.getByText('Submitted for review')).toBeVisible(slow);
    await expect(bar.getByText('An editor will publish it or send it back.')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Approve and publish' })).toHaveCount(0);

    // Nor through the API: approving is an editor's.
    const approve = await tr.request.post(`${API_URL}/api/admin/posts/${post.id}/translations/es/approve`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(approve.status()).toBe(403);

    await tr.goto(editorUrl('ar'));
    await expect(tr.getByRole('status').filter({ hasText: `You do not translate into Arabic on ${site.name}` })).toBeVisible(slow);
    await expect(main.getByRole('heading', { name: 'Arabic translation' })).toHaveCount(0);
    await expect(main.getByRole('textbox', { name: 'Title (Arabic)', exact: true })).toHaveCount(0);
  } finally {
    await translatorContext.close();
  }

  // An administrator (who edits every site) finds it submitted, approves it: it is published.
  await openSignedIn(page, editorUrl('es'), DEMO_ADMIN);
  const bar = page.getByTestId('review-bar');
  await expect(bar.getByText('Submitted for review')).toBeVisible(slow);
  await bar.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByTestId('review-bar')).toHaveCount(0, slow);
  await expectLanguageState(page, 'Spanish', 'Published');
  const slug = await page.getByRole('main').getByRole('textbox', { name: 'Slug (Spanish)' }).inputValue();
  expect(slug).toBe(`consejos-de-presupuesto-${word}`);

  // Public on the site's own magazine, in Spanish.
  const magazine = await page.context().newPage();
  const response = await magazine.goto(`${site.url}/es/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(magazine.getByRole('heading', { level: 1, name: `Consejos de presupuesto ${word}` })).toBeVisible(slow);
  await expect(magazine.getByRole('heading', { name: new RegExp(`Consejo 2 ${word}`) }).first()).toBeVisible();
  await magazine.close();
});

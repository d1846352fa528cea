import { expect, test } from '@playwright/test';
import {
  adminToken,
  bearer,
  createPost,
  createSite,
  deleteSite,
  translation,
  unique,
  type CreatedPost,
  type OwnSite,
} from '../../fixtures/admin-api';
import { API_URL, DEMO_ADMIN, DEMO_OWNER } from '../../fixtures/urls';
import { openSignedIn } from './support';

/**
 * The translation queue (issue 17, item 6): a Spanish translator of the test's own site submits a
 * translation; an administrator finds it at the top of the site's queue, approves it there, and
 * it leaves the queue, published. The site, the post and the translator are the test's own.
 */
const word = unique();
let site: OwnSite;
let post: CreatedPost;
let translatorToken: string;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const owner = await adminToken(request, DEMO_OWNER);
  site = await createSite(request, owner, { languages: ['en', 'es', 'fr'], name: `Queue ${word}` });
  post = await createPost(request, owner, site.id, {
    en: translation(`Saving tips ${word}`, 'published'),
    es: translation(`Consejos de ahorro ${word}`, 'draft'),
  });

  // A translator for Spanish on this site, invited and accepted through the API (without SMTP the
  // invitation answers its link).
  const invite = await request.post(`${API_URL}/api/admin/invites`, {
    headers: bearer(owner),
    data: {
      email: `queue-translator-${word}@example.test`,
      memberships: [{ site_id: site.id, role: 'translator', languages: ['es'] }],
    },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const { link } = (await invite.json()) as { link: string };
  const inviteToken = new URL(link).pathname.split('/').at(-1)!;
  const accepted = await request.post(`${API_URL}/api/invites/${inviteToken}/accept`, {
    data: { name: `Quinn ${word}`, password: 'amber lantern drifts slowly' },
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  translatorToken = ((await accepted.json()) as { token: string }).token;
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  if (site) await deleteSite(request, site);
  await request.dispose();
});

test('a submitted translation waits in the queue until an editor approves it there', async ({ page, request }) => {
  test.setTimeout(120_000);
  const slow = { timeout: 30_000 };

  const translatorQueue = async () => {
    const response = await request.get(`${API_URL}/api/admin/translations/queue?site_id=${site.id}`, {
      headers: bearer(translatorToken),
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    return ((await response.json()) as { data: { lang: string; state: string }[] }).data;
  };
  // The missing French is not the Spanish translator's work: their queue leaves it out.
  expect(await translatorQueue()).toEqual([]);

  const submit = await request.post(`${API_URL}/api/admin/posts/${post.id}/translations/es/submit`, {
    headers: bearer(translatorToken),
  });
  expect(submit.status(), await submit.text()).toBe(200);
  expect(await translatorQueue()).toMatchObject([{ lang: 'es', state: 'submitted' }]);

  // The administrator opens the matrix, follows its Queue link, and finds the submitted row first.
  await openSignedIn(page, `/${site.domain}/translations`, DEMO_ADMIN);
  await page.getByRole('link', { name: 'Queue', exact: true }).click(slow);
  await expect(page).toHaveURL(new RegExp(`/${site.domain}/translations/queue$`));
  const table = page.getByRole('table', { name: 'Translation queue' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(`Saving tips ${word}`, slow);
  await expect(firstRow).toContainText('Submitted');
  await expect(firstRow).toContainText('Spanish');
  await expect(page.getByRole('radio', { name: 'Submitted (1)' })).toBeAttached();

  // Filtered to what waits for an editor, in the URL.
  await page.getByText('Submitted (1)').click();
  await expect(page).toHaveURL(/\?state=submitted$/);
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: `Approve Saving tips ${word} (Spanish)` }).click();
  await expect(page.getByText('Nothing waits for translation')).toBeVisible(slow);
  await expect(page.getByText('Submitted (0)')).toBeVisible();

  // Published: the Spanish translation is live.
  const read = await request.get(`${API_URL}/api/admin/posts/${post.id}`, { headers: bearer(await adminToken(request, DEMO_ADMIN)) });
  const detail = (await read.json()) as { post: { translations: Record<string, { status: string; review_state: string | null }> } };
  expect(detail.post.translations.es).toMatchObject({ status: 'published', review_state: null });
});

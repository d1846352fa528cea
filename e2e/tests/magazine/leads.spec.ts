import { expect, test } from '@playwright/test';
import { useOwnClientAddress } from '../../fixtures/client-address';
import { watchCspViolations } from '../../fixtures/csp';
import { articlePath, articles, categoryPath, interactive, pathOf, text } from './support';

/** The API takes a form sent faster than this for a bot's (SPEC of issue 10: minimum fill time). */
const HUMAN_FILL_MS = 2600;

test.describe('leads and counting from the magazine', () => {
  test('the Spanish contact form posts a lead with its page and language, then shows success', async ({ page }) => {
    await useOwnClientAddress(page);
    await page.goto(pathOf('es', 'contact'));
    await interactive(page);
    const name = page.getByLabel(text('es', 'contact.name'), { exact: true });
    await name.fill('Lucía Lectora');
    await page.getByLabel(text('es', 'contact.email'), { exact: true }).fill('lucia@example.com');
    await page.getByLabel(text('es', 'contact.subject'), { exact: true }).selectOption('consultation');
    await page.getByLabel(text('es', 'contact.message'), { exact: true }).fill('¿Podéis escribir sobre huertos urbanos?');
    // The honeypot is there for bots only: hidden from people and from the tab order.
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    await page.waitForTimeout(HUMAN_FILL_MS);

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST');
    await page.getByRole('button', { name: text('es', 'contact.submit') }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Lucía Lectora',
      email: 'lucia@example.com',
      subject: 'consultation',
      locale: 'es',
      source_path: pathOf('es', 'contact'),
    });
    expect(body.elapsed_ms).toBeGreaterThanOrEqual(HUMAN_FILL_MS);
    expect(body.website).toBeUndefined();

    await expect(page.getByTestId('contact-success')).toHaveText(text('es', 'contact.success'));
    await expect(name).toHaveValue('');
  });

  test('a refused message says why in the reader’s language and keeps what was typed', async ({ page }) => {
    await useOwnClientAddress(page);
    await page.goto(pathOf('es', 'contact'));
    await interactive(page);
    const name = page.getByLabel(text('es', 'contact.name'), { exact: true });
    const message = page.getByLabel(text('es', 'contact.message'), { exact: true });
    const submit = page.getByRole('button', { name: text('es', 'contact.submit') });
    // The API allows five messages per client in ten minutes; the sixth is refused with 429.
    for (let attempt = 1; attempt <= 6; attempt++) {
      await name.fill(`Intento ${attempt}`);
      await page.getByLabel(text('es', 'contact.email'), { exact: true }).fill('prisa@example.com');
      await page.getByLabel(text('es', 'contact.subject'), { exact: true }).selectOption('general');
      await message.fill(`Mensaje número ${attempt}`);
      const reply = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
      await submit.click();
      expect((await reply).status()).toBe(attempt <= 5 ? 201 : 429);
      // A sent message clears the form once the reply is handled: type the next one after that.
      if (attempt <= 5) await expect(name).toHaveValue('');
    }
    await expect(page.getByTestId('contact-failure')).toHaveText(text('es', 'contact.errors.tooMany'));
    await expect(page.getByTestId('contact-success')).toHaveCount(0);
    await expect(name).toHaveValue('Intento 6');
    await expect(message).toHaveValue('Mensaje número 6');
  });

  test('the newsletter box subscribes the reader (twice is fine)', async ({ page, request }) => {
    await useOwnClientAddress(page);
    const post = (await articles(request))[0]!;
    await page.goto(articlePath('en', post.slug));
    await interactive(page);
    const email = page.getByRole('textbox', { name: text('en', 'article.newsletterEmail') });
    for (let round = 0; round < 2; round++) {
      await email.fill('reader@example.com');
      const reply = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
      await page.getByRole('button', { name: text('en', 'article.newsletterSubmit') }).click();
      const response = await reply;
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON()).toMatchObject({
        email: 'reader@example.com',
        locale: 'en',
        source_path: articlePath('en', post.slug),
      });
      await expect(email).toHaveValue('');
    }
    await expect(page.getByText(text('en', 'toast.subscribed')).first()).toBeVisible();
  });

  test('every route change sends one page-view beacon, with the post on articles, CSP-clean', async ({
    page,
    request,
  }) => {
    const violations = await watchCspViolations(page);
    const post = (await articles(request))[0]!;
    const beacons: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/events')) beacons.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
    });
    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/events'));
    const listing = categoryPath('en', post.category);
    await page.goto(listing);
    expect((await accepted).status()).toBe(202);
    await expect.poll(() => beacons.length).toBe(1);
    expect(beacons[0]).toMatchObject({ kind: 'pageview', path: listing, locale: 'en' });

    // A client-side navigation to an article counts it with its post id.
    await page.locator(`a[href="${articlePath('en', post.slug)}"]`).first().click();
    await expect(page.getByTestId('article')).toBeVisible();
    await expect.poll(() => beacons.length).toBe(2);
    expect(beacons[1]).toMatchObject({ kind: 'pageview', path: articlePath('en', post.slug), post_id: post.id, locale: 'en' });
    expect(violations).toEqual([]);
  });

  test('affiliate CTAs go through the counting redirect when the tip has an id', async ({ page, request }) => {
    const post = (await articles(request)).find((p) => p.content.some((tip) => tip.cta_link));
    expect(post, 'the demo seed has articles with a call to action').toBeTruthy();
    await page.goto(articlePath('en', post!.slug));
    const tips = post!.content.filter((tip) => tip.cta_link && tip.cta_text);
    const ctas = page.getByTestId('tip-cta');
    await expect(ctas).toHaveCount(tips.length);
    for (const [index, tip] of tips.entries()) {
      const cta = ctas.nth(index);
      const id = (tip as { id?: string }).id;
      await expect(cta).toHaveAttribute('href', id ? `/go/${post!.id}/${id}` : tip.cta_link!);
      await expect(cta).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      await expect(cta).toHaveAttribute('target', '_blank');
    }
  });
});

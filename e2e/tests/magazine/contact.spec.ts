import { expect, test } from '@playwright/test';
import { useOwnClientAddress } from '../../fixtures/client-address';
import { interactive, pathOf, text, type Locale } from './support';

for (const locale of ['en', 'es', 'ar'] as Locale[]) {
  test(`contact (${locale}): each error at its field, then success and a cleared form`, async ({ page }) => {
    // The form really posts now: its own client address keeps the API's per-client limit to this test.
    await useOwnClientAddress(page);
    await page.goto(pathOf(locale, 'contact'));
    await interactive(page);
    const submit = page.getByRole('button', { name: text(locale, 'contact.submit') });
    await submit.click();
    await expect(page.getByTestId('error-name')).toHaveText(text(locale, 'contact.errors.nameRequired'));
    await expect(page.getByTestId('error-email')).toHaveText(text(locale, 'contact.errors.emailRequired'));
    await expect(page.getByTestId('error-subject')).toHaveText(text(locale, 'contact.errors.subjectRequired'));
    await expect(page.getByTestId('error-message')).toHaveText(text(locale, 'contact.errors.messageRequired'));
    const name = page.getByLabel(text(locale, 'contact.name'), { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    await name.fill('Sam Reader');
    await expect(page.getByTestId('error-name')).toHaveCount(0);
    const email = page.getByLabel(text(locale, 'contact.email'), { exact: true });
    await email.fill('not-an-email');
    await submit.click();
    await expect(page.getByTestId('error-email')).toHaveText(text(locale, 'contact.errors.emailInvalid'));

    await email.fill('sam@example.com');
    await page.getByLabel(text(locale, 'contact.subject'), { exact: true }).selectOption('support');
    await page.getByLabel(text(locale, 'contact.message'), { exact: true }).fill('Hello from the tests.');
    await submit.click();
    await expect(page.getByTestId('contact-success')).toHaveText(text(locale, 'contact.success'));
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(page.getByLabel(text(locale, 'contact.message'), { exact: true })).toHaveValue('');
    await expect(page.getByText(text(locale, 'toast.messageSent'), { exact: true })).toBeVisible();
  });
}

test('contact shows info blocks, social links and the FAQ', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText(text('en', 'contact.infoEmail'))).toBeVisible();
  await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
  await page.getByText(text('en', 'contact.faq1Question')).click();
  await expect(page.getByText(text('en', 'contact.faq1Answer'))).toBeVisible();
});

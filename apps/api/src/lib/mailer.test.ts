import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createMailer } from './mailer';

describe('mailer', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers through SMTP with its headers, text and HTML parts', async () => {
    const mailer = createMailer(smtp.url, 'TipsHub <no-reply@example.test>');
    expect(mailer.delivers).toBe(true);
    await mailer.send({
      to: 'ann@example.test',
      subject: 'Hola',
      text: 'Plain text',
      html: '<p>HTML</p>',
      headers: { 'List-Unsubscribe': '<https://example.test/u/1>' },
    });
    const [mail] = await smtp.received(1);
    await mailer.close();
    expect(mail?.subject).toBe('Hola');
    expect(mail?.text?.trim()).toBe('Plain text');
    expect(mail?.html).toContain('<p>HTML</p>');
    // As written on the wire (mailparser also offers it parsed).
    expect(mail?.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <https://example.test/u/1>',
    );
    expect(mail?.from?.text).toContain('no-reply@example.test');
  });

  it('reports a refusal from the server as an error with its code', async () => {
    const mailer = createMailer(smtp.url, 'no-reply@example.test');
    smtp.failNext(1, 550);
    await expect(mailer.send({ to: 'x@example.test', subject: 's', text: 't' })).rejects.toMatchObject({
      responseCode: 550,
    });
    await mailer.close();
  });

  it('without SMTP it says it does not deliver', async () => {
    const mailer = createMailer(undefined, 'no-reply@example.test');
    expect(mailer.delivers).toBe(false);
    await expect(mailer.send({ to: 'x@example.test', subject: 's', text: 't' })).rejects.toThrow(/SMTP_URL/);
  });
});

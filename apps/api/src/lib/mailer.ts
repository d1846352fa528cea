import nodemailer, { type Transporter } from 'nodemailer';

/** One message as the product writes it: a plain-text part always, HTML when there is one. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) for newsletters. */
  headers?: Record<string, string>;
  /** `<id@host>`: the same id for a resend lets receivers drop a second copy (newsletters). */
  messageId?: string;
}

/**
 * Where the product's mail goes. `delivers` says whether a message reaches its recipient: without
 * SMTP the console shows a link once to the person who created it instead of mailing it.
 */
export interface Mailer {
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** No mail server configured: nothing is sent, and callers hand their links out another way. */
export class NoMailer implements Mailer {
  readonly delivers = false;
  async send(): Promise<void> {
    throw new Error('No mail server is configured (SMTP_URL)');
  }
  async close(): Promise<void> {}
}

/** SMTP through nodemailer, pooled: one connection carries many messages. */
export class SmtpMailer implements Mailer {
  readonly delivers = true;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    const parsed = new URL(url);
    // `?pool=false` (rare) opts out; a pool is what newsletters and invites both want.
    const pool = parsed.searchParams.get('pool') !== 'false';
    parsed.searchParams.delete('pool');
    this.transport = nodemailer.createTransport({
      url: parsed.toString(),
      pool,
      // A server that does not answer must not hold a request (or a send batch) forever.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  return smtpUrl ? new SmtpMailer(smtpUrl, from) : new NoMailer();
}

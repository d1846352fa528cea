import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests: it accepts every message and keeps it parsed, or
 * answers the codes a test asks for (a refusal, a temporary failure).
 */
export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** The next `count` messages are answered with this SMTP reply code instead of being accepted. */
  failNext(count: number, code: number): void;
  /** Resolves when `count` messages in all have arrived. */
  received(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let failures: { count: number; code: number } | undefined;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures && failures.count > 0) {
          failures.count -= 1;
          const error = Object.assign(new Error('Refused by the test'), { responseCode: failures.code });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            messages.push(mail);
            for (const waiter of waiters.filter((w) => messages.length >= w.count)) waiter.resolve();
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A client that dies mid-message (the crash test kills the API with SIGKILL) resets its
  // connection; the server reports that as an 'error' event, which unheard would end the test run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(count, code) {
      failures = { count, code };
    },
    received(count) {
      if (messages.length >= count) return Promise.resolve(messages);
      return new Promise((resolve) => waiters.push({ count, resolve: () => resolve(messages) }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

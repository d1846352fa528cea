import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const SEND_BEACON = 'text/plain;charset=UTF-8';

let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await createTestContext({ EVENTS_PER_MINUTE: '5' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A real HTTP request (the early path sits on the server, which app.inject() does not use). */
function post(body: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/events',
        headers: { host: 'localhost:3000', 'user-agent': CHROME, 'content-type': SEND_BEACON, 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The same request through Fastify's route (app.inject bypasses the early path), from another address. */
async function viaFastify(body: string, ip: string): Promise<Reply> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: body,
    headers: { host: 'localhost:3000', 'user-agent': CHROME, 'content-type': SEND_BEACON },
    remoteAddress: ip,
  });
  return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.body };
}

/** What a client sees, minus what each connection sets for itself. */
const visible = ({ status, headers, body }: Reply) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return { status, headers: rest, body };
};

describe('POST /api/events before Fastify', () => {
  it('answers exactly as the route does: accepted, invalid and malformed events', async () => {
    const cases = [
      JSON.stringify({ kind: 'pageview', path: '/early', locale: 'en', referrer: 'https://www.google.com/' }),
      JSON.stringify({ kind: 'pageview', path: 'no-slash', locale: 'xx' }),
      JSON.stringify({ kind: 'pageview', path: '/', locale: 'en', extra: 1 }),
      '{"kind":',
    ];
    for (const [index, body] of cases.entries()) {
      const early = await post(body, { 'x-test': String(index) });
      const route = await viaFastify(body, `192.0.2.${10 + index}`);
      expect(visible(early), body).toEqual(visible(route));
    }
    expect((await post(cases[0]!)).status).toBe(202);
  });

  it('counts what it accepts, as the route does (the buffer writes it)', async () => {
    await post(JSON.stringify({ kind: 'pageview', path: '/early-counted', locale: 'es', post_id: 1 }), { 'x-forwarded-for': '198.51.100.4' });
    await t.app.ctx.events.flush();
    const rows = await t.database.db.execute(sql`select locale, referrer_host, device, visitor from events where path = '/early-counted'`);
    const [row] = (rows as unknown as { rows: { locale: string; device: string; visitor: string }[] }).rows;
    expect(row).toMatchObject({ locale: 'es', device: 'desktop' });
    expect(row!.visitor).not.toContain('198.51.100.4');
  });

  it('shares the per-client limit with the route: 429 with Retry-After past it', async () => {
    const body = JSON.stringify({ kind: 'pageview', path: '/limit', locale: 'en' });
    const from = { 'x-forwarded-for': '203.0.113.50' }; // a loopback proxy is trusted (TRUST_PROXY)
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(body, from)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await post(body, from);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(limited.body)).toEqual({ message: 'Too many requests. Please try again later.' });
    expect((await viaFastify(body, '203.0.113.50')).status).toBe(429);
    expect((await post(body, { 'x-forwarded-for': '203.0.113.51' })).status).toBe(202);
  });

  it('leaves everything else to Fastify: JSON bodies, oversized ones, other routes', async () => {
    const event = JSON.stringify({ kind: 'pageview', path: '/as-json', locale: 'en' });
    expect((await post(event, { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' })).status).toBe(202);
    const big = JSON.stringify({ kind: 'pageview', path: '/', locale: 'en', referrer: 'x'.repeat(5000) });
    const tooLarge = await post(big, { 'x-forwarded-for': '198.51.100.21' });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ message: 'Request body is too large' });
    const health = await new Promise<number>((resolve) =>
      httpRequest({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      }).end(),
    );
    expect(health).toBe(200);
  });
});

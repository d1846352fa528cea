import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientReader } from './trust-proxy';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers: { host: 'site.test', ...headers } }) as unknown as IncomingMessage;

describe('clientReader', () => {
  it('reads the forwarded client only through a trusted proxy, the same on every ask (verdicts are remembered)', () => {
    const clientOf = clientReader('loopback,10.0.0.0/8');
    for (let ask = 0; ask < 3; ask += 1) {
      expect(clientOf(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' }))).toEqual({
        ip: '203.0.113.9',
        host: 'site.test',
        protocol: 'https',
      });
      // Two trusted hops: the first untrusted address from the right is the client.
      expect(clientOf(request('10.1.2.3', { 'x-forwarded-for': '198.51.100.4, 10.9.9.9' })).ip).toBe('198.51.100.4');
      // An untrusted peer cannot claim another address.
      expect(clientOf(request('198.51.100.7', { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' }))).toEqual({
        ip: '198.51.100.7',
        host: 'site.test',
        protocol: 'http',
      });
      // A forged hop beyond an untrusted one stops the walk there.
      expect(clientOf(request('127.0.0.1', { 'x-forwarded-for': '10.0.0.5, 198.51.100.8' })).ip).toBe('198.51.100.8');
    }
  });

  it('trusts nobody when TRUST_PROXY is false', () => {
    const clientOf = clientReader('false');
    expect(clientOf(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).ip).toBe('127.0.0.1');
  });
});

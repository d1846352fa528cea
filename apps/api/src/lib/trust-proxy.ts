import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';
import { BoundedMemo } from './bounded-memo';

/** TRUST_PROXY as Fastify's `trustProxy` option. */
export function trustProxyOption(value: string): FastifyServerOptions['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value.split(',').map((item) => item.trim());
}

export interface Client {
  /** The client's address (request.ip). */
  ip: string;
  /** The Host the client asked for (request.host). */
  host: string;
  protocol: 'http' | 'https' | string;
}

/**
 * What Fastify's request.ip, request.host and request.protocol answer for a raw request under
 * the same TRUST_PROXY (fastify/lib/request.js, same proxy-addr), for code that answers before
 * Fastify (the events beacon).
 */
export function clientReader(value: string): (req: IncomingMessage) => Client {
  const option = trustProxyOption(value);
  if (!option) {
    return (req) => ({
      ip: req.socket.remoteAddress ?? '',
      host: req.headers.host ?? '',
      protocol: (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http',
    });
  }
  const trust = option === true ? () => true : rememberTrust(proxyAddr.compile(option as string[]));
  return (req) => {
    const peerTrusted = trust(req.socket.remoteAddress ?? '');
    const forwardedHost = req.headers['x-forwarded-host'];
    const forwardedProto = req.headers['x-forwarded-proto'];
    return {
      ip: proxyAddr(req, trust),
      host: forwardedHost && peerTrusted ? lastEntry(String(forwardedHost)) : (req.headers.host ?? ''),
      protocol:
        forwardedProto && peerTrusted
          ? lastEntry(String(forwardedProto))
          : (req.socket as { encrypted?: boolean }).encrypted
            ? 'https'
            : 'http',
    };
  };
}

/** The last value of a header sent more than once (as Fastify reads X-Forwarded-*). */
function lastEntry(value: string): string {
  const cut = value.lastIndexOf(',');
  return cut === -1 ? value.trim() : value.slice(cut + 1).trim();
}

/**
 * A compiled trust list with its verdicts kept per address (bounded): parsing an address against
 * the list cost more than the rest of reading a beacon's client, and the same few proxies and
 * clients ask again and again. The verdict depends on the address only (proxy-addr's compiled
 * lists ignore the hop index).
 */
function rememberTrust(trust: (address: string, hop: number) => boolean) {
  const verdicts = new BoundedMemo((address) => trust(address, 0), 10_000);
  return (address: string): boolean => verdicts.get(address);
}

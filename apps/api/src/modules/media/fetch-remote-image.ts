import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { MEDIA_MAX_BYTES, MEDIA_TYPES } from '../../contract';
import { detectImageType, type MediaType } from './detect-type';
import { isFetchableAddress } from './remote-address';

/** A remote image that cannot be imported, with the reason an editor can act on. */
export class RemoteImageError extends Error {}

export interface RemoteImageOptions {
  /** MEDIA_IMPORT_ALLOW_LOOPBACK: the tests' stand-in hosts on 127.0.0.1. */
  allowLoopback: boolean;
  /** The whole fetch, redirects and body included. */
  timeoutMs?: number;
}

export const REMOTE_IMAGE_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;
const PRIVATE = 'images on private or local network addresses cannot be imported';
const TOO_LARGE = `the image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`;
const NOT_AN_IMAGE = 'the link is not a JPEG, PNG, WebP or AVIF image';

/**
 * Resolves the host and refuses it when any of its addresses is private: the connection is made
 * to the address checked here, so a second DNS answer cannot point it elsewhere (rebinding).
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error || addresses.length === 0) {
        callback(error ?? new Error('no address'), '', 4);
        return;
      }
      if (addresses.some((entry) => !isFetchableAddress(entry.address, allowLoopback))) {
        callback(new RemoteImageError(PRIVATE), '', 4);
        return;
      }
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Checks the link before any connection: http(s), no credentials, no private address literal. */
function checkedUrl(link: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new RemoteImageError('the link is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RemoteImageError('only http and https image links can be imported');
  if (url.username || url.password) throw new RemoteImageError('links with a user name or password cannot be imported');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isFetchableAddress(host, allowLoopback)) throw new RemoteImageError(PRIVATE);
  return url;
}

function open(url: URL, allowLoopback: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'GET',
      signal,
      lookup: guardedLookup(allowLoopback),
      headers: { accept: MEDIA_TYPES.join(', '), 'user-agent': 'sitenet-media-import/1' },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/** The body, at most MEDIA_MAX_BYTES (the upload limit); the download stops as soon as it is over. */
async function readLimited(response: IncomingMessage): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > MEDIA_MAX_BYTES) {
    response.destroy();
    throw new RemoteImageError(TOO_LARGE);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > MEDIA_MAX_BYTES) {
      response.destroy();
      throw new RemoteImageError(TOO_LARGE);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The upload's rules for bytes from elsewhere: at most MEDIA_MAX_BYTES, a type read from the bytes. */
function checkedImage(bytes: Buffer): { bytes: Buffer; type: MediaType } {
  if (bytes.length > MEDIA_MAX_BYTES) throw new RemoteImageError(TOO_LARGE);
  const type = detectImageType(bytes);
  if (!type || !MEDIA_TYPES.includes(type)) throw new RemoteImageError(NOT_AN_IMAGE);
  return { bytes, type };
}

/**
 * `data:image/png;base64,...`: an image pasted into a body (the sanitizer keeps data: on <img>),
 * imported like a link so readers' pages need no data: images.
 */
export function readDataImage(link: string): { bytes: Buffer; type: MediaType } {
  const match = /^data:[^,]*?(;base64)?,(.*)$/is.exec(link);
  if (!match) throw new RemoteImageError('the data: link is not valid');
  const text = match[2]!;
  // Base64 is 4/3 of the bytes: refuse an oversized one before decoding it.
  if (text.length > (MEDIA_MAX_BYTES * 4) / 3 + 4) throw new RemoteImageError(TOO_LARGE);
  try {
    return checkedImage(match[1] ? Buffer.from(text, 'base64') : Buffer.from(decodeURIComponent(text), 'latin1'));
  } catch (error) {
    if (error instanceof URIError) throw new RemoteImageError('the data: link is not valid');
    throw error;
  }
}

/** What a network failure means to an editor. */
function explain(error: unknown, timedOut: boolean, timeoutMs: number): RemoteImageError {
  if (error instanceof RemoteImageError) return error;
  if (timedOut) return new RemoteImageError(`the host did not send the image within ${timeoutMs / 1000} seconds`);
  const code = (error as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new RemoteImageError('the host name could not be found');
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
    return new RemoteImageError('the host could not be reached');
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return new RemoteImageError('the host’s certificate is not valid');
  return new RemoteImageError('the image could not be downloaded');
}

/**
 * Downloads an image for the library, as strictly as an upload: http(s) only, never from a
 * private address (checked on every redirect and on the resolved address), at most
 * MEDIA_MAX_BYTES, the type read from the bytes (never from Content-Type), all within the timeout.
 */
export async function fetchRemoteImage(
  link: string,
  options: RemoteImageOptions,
): Promise<{ bytes: Buffer; type: MediaType }> {
  const timeoutMs = options.timeoutMs ?? REMOTE_IMAGE_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = checkedUrl(link, options.allowLoopback);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await open(url, options.allowLoopback, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects === MAX_REDIRECTS) throw new RemoteImageError('the link redirects too many times');
        url = checkedUrl(new URL(response.headers.location, url).href, options.allowLoopback);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new RemoteImageError(`the host answered ${status} instead of the image`);
      }
      return checkedImage(await readLimited(response));
    }
  } catch (error) {
    throw explain(error, signal.aborted, timeoutMs);
  }
}

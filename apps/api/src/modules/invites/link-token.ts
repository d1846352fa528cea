import { randomBytes } from 'node:crypto';
import { HttpError } from '../../lib/errors';
import { hashToken } from '../auth/service';

/** 32 random bytes in base64url: what every invitation and reset link carries. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface LinkToken {
  /** Goes into the link, once; never stored, never logged. */
  token: string;
  /** SHA-256 (hex): the only form the database keeps. */
  hash: string;
}

export function newLinkToken(): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The hash to look a presented token up by; null for something that cannot be a token. */
export function hashOfPresented(token: string): string | null {
  return TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}

/** An expired, used or revoked link: the same status everywhere (410), a message saying which. */
export const gone = (message: string) => new HttpError(410, message);

/** The link of the admin app's public page for a token (ADMIN_PUBLIC_URL is read in env.ts only). */
export function linkTo(adminPublicUrl: string, page: 'invite' | 'reset-password', token: string): string {
  return `${adminPublicUrl}/${page}/${token}`;
}

/** 422 with the password policy's reason at the field, as the profile's password change answers. */
export function weakPassword(problem: string): HttpError {
  return new HttpError(422, problem, { errors: { password: [problem] } });
}

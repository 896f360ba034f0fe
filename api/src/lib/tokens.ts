import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token (256 bits) and the SHA-256 hash that is stored instead of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Whether a string can be one of these tokens at all; anything else is not even looked up. */
export const looksLikeToken = (token: string): boolean => /^[\w-]{20,100}$/.test(token);

import { createSigner, createVerifier } from 'fast-jwt';

const ALGORITHM = 'HS256';
const ISSUER = 'lyceum';

/** What a valid token says: whose it is, and the token version of that user when it was issued. */
export interface TokenClaims {
  userId: number;
  version: number;
}

export interface TokenService {
  /** A token for `user`, carrying its current token version (claim `ver`). */
  issue(user: { id: number; token_version: number }): string;
  /** The claims of a valid token, or null for any invalid, tampered or expired token. */
  verify(token: string): TokenClaims | null;
  readonly expiresInSeconds: number;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

export function createTokenService(secret: string, expiresMinutes: number): TokenService {
  const expiresInSeconds = expiresMinutes * 60;
  const sign = createSigner({
    key: secret,
    algorithm: ALGORITHM,
    iss: ISSUER,
    expiresIn: expiresInSeconds * 1000,
  });
  // The algorithm is fixed: `none` and any other algorithm are refused.
  const verify = createVerifier({
    key: secret,
    algorithms: [ALGORITHM],
    allowedIss: ISSUER,
    requiredClaims: ['sub', 'exp', 'iss'],
  });
  return {
    expiresInSeconds,
    issue: (user) => sign({ sub: String(user.id), ver: user.token_version }),
    verify(token) {
      try {
        const payload = verify(token) as { sub?: unknown; ver?: unknown };
        const userId = Number(payload.sub);
        // Tokens issued before versions existed carry none: they count as version 0.
        const version = payload.ver === undefined ? 0 : payload.ver;
        return Number.isSafeInteger(userId) && userId > 0 && isCount(version)
          ? { userId, version }
          : null;
      } catch {
        return null;
      }
    },
  };
}

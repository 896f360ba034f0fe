import { createSigner, createVerifier } from 'fast-jwt';

const ALGORITHM = 'HS256';
const ISSUER = 'lyceum';

export interface TokenService {
  issue(userId: number): string;
  /** The user id a valid token carries, or null for any invalid, tampered or expired token. */
  verify(token: string): number | null;
  readonly expiresInSeconds: number;
}

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
    issue: (userId) => sign({ sub: String(userId) }),
    verify(token) {
      try {
        const payload = verify(token) as { sub?: unknown };
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}

import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): strong, and cheap enough for 2 cores.
const OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;
/** Spends the same time as a real check, so that unknown users cannot be told apart. */
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('lyceum-decoy-password');
  await verifyPassword(await decoy, password);
}

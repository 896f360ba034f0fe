import { DEFAULT_LANGUAGE } from '@lyceum/contracts';
import type { Config } from './config';
import type { Database } from './db';
import { hashPassword } from './modules/users/passwords';
import { createUsersRepository } from './modules/users/users-repository';

export const DEMO_ACCOUNTS = [
  {
    username: 'learner',
    email: 'learner@lyceum.local',
    password: 'learner-demo-2026',
    role: 'standard',
  },
  { username: 'admin', email: 'admin@lyceum.local', password: 'admin-demo-2026', role: 'admin' },
] as const;

/** Demo data for a fresh installation; running it again changes nothing. */
export async function seed(
  db: Database,
  _config: Config,
  log: (line: string) => void,
): Promise<void> {
  const users = createUsersRepository(db);
  for (const account of DEMO_ACCOUNTS) {
    const existing = await users.findByLogin(account.username);
    // Demo addresses are ours: they count as proven.
    if (existing && existing.email_verified_at === null) {
      await users.markVerified(existing.id, existing.role);
    }
    if (!existing) {
      await users.insert({
        username: account.username,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        fullName: null,
        bio: null,
        role: account.role,
        language: DEFAULT_LANGUAGE,
        verified: true,
      });
    }
    log(
      `  ${account.role === 'admin' ? 'admin  ' : 'learner'}  ${account.username} / ${account.password}${existing ? '' : '  (created)'}`,
    );
  }
}

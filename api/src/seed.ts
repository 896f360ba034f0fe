import { DEFAULT_LANGUAGE } from '@lyceum/contracts';
import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db';
import path from 'node:path';
import { createEmbedder } from './modules/vector-db/embedders/create-embedder';
import { importLocalCheckpoint } from './modules/vector-db/local-checkpoint';
import { seedDemoPersonas } from './modules/personas/demo-personas';
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

/** The demo thinkers' idea collections, built from content/thinkers by build-demo-checkpoint. */
export const DEMO_CHECKPOINT = path.resolve(__dirname, '../content/checkpoints/demo-thinkers');

/** The demo thinkers' personas, one per demo collection, with their Markdown profiles beside. */
export const DEMO_PERSONAS = path.resolve(__dirname, '../content/personas/personas.json');

/**
 * Which demo accounts the seed makes: with their documented passwords (`demo`), with random
 * passwords printed once when they are created (`random`), or none.
 */
export type DemoAccounts = 'demo' | 'random' | 'none';

/**
 * The accounts a seed makes unless told otherwise: none in production, where a documented
 * password would let anyone in as the admin; the demo ones elsewhere.
 */
export const defaultDemoAccounts = (config: Pick<Config, 'appEnv'>): DemoAccounts =>
  config.appEnv === 'production' ? 'none' : 'demo';

/** Demo data for a fresh installation; running it again changes nothing. */
export async function seed(
  db: Database,
  config: Config,
  log: (line: string) => void,
  accounts: DemoAccounts = defaultDemoAccounts(config),
): Promise<void> {
  if (accounts === 'none') {
    log('  demo accounts: none (in production, only with --demo-accounts, random passwords)');
  } else await seedAccounts(db, log, accounts);
  // Through the same import as the back office's; books already present are left as they are.
  const job = await importLocalCheckpoint(
    { db, config, embedder: createEmbedder(config.embeddings) },
    DEMO_CHECKPOINT,
    { replace: false },
  );
  if (job.status !== 'completed') throw new Error(`demo collections: ${job.error_message ?? ''}`);
  const added = job.stats?.total_ideas_imported ?? 0;
  log(`  demo idea collections: ${added > 0 ? `${added} ideas imported` : 'already present'}`);
  // After the collections: a persona is saved only when its collection holds ideas.
  const personas = await seedDemoPersonas(db, DEMO_PERSONAS);
  log(
    `  demo personas: ${personas.length > 0 ? `${personas.join(', ')} created` : 'already present'}`,
  );
}

async function seedAccounts(
  db: Database,
  log: (line: string) => void,
  accounts: Exclude<DemoAccounts, 'none'>,
): Promise<void> {
  const users = createUsersRepository(db);
  for (const account of DEMO_ACCOUNTS) {
    const password = accounts === 'demo' ? account.password : randomBytes(15).toString('base64url');
    const existing = await users.findByLogin(account.username);
    // Demo addresses are ours: they count as proven.
    if (existing && existing.email_verified_at === null) {
      await users.markVerified(existing.id, existing.role);
    }
    if (!existing) {
      await users.insert({
        username: account.username,
        email: account.email,
        passwordHash: await hashPassword(password),
        fullName: null,
        bio: null,
        role: account.role,
        language: DEFAULT_LANGUAGE,
        verified: true,
      });
    }
    // A random password is shown once, when its account is made; it is not kept anywhere.
    const shown = accounts === 'demo' || !existing ? password : '(password unchanged)';
    log(
      `  ${account.role === 'admin' ? 'admin  ' : 'learner'}  ${account.username} / ${shown}${existing ? '' : '  (created)'}`,
    );
  }
}

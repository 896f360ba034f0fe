import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { createEmbedder } from './modules/vector-db/embedders/create-embedder';
import { exportLocalCheckpoint, importLocalCheckpoint } from './modules/vector-db/local-checkpoint';
import { createUsersRepository } from './modules/users/users-repository';
import { seed } from './seed';

const USAGE = `Usage: node dist/cli.js <command>
  migrate                 apply pending database migrations
  seed [--demo-accounts]  the demo collections and personas, and the demo learner and admin
                          (idempotent): with their documented passwords, printed; under
                          APP_ENV=production no account unless --demo-accounts, then with
                          random passwords printed once
  promote-admin <login>   give the admin role to a user (username or e-mail)
  demote-admin <login>    give the standard role back
  openapi [file]          write the OpenAPI document (to standard output without a file);
                          nothing is started: the API is assembled on a throw-away database
  export-checkpoint <base> [collection ...]
                          write collections (all without names) to <base>.snapshot and .json
  import-checkpoint <base> [--replace]
                          import <base>.snapshot and .json as the back office does; books
                          already present are skipped, or replaced with --replace`;

const COMMANDS = [
  'migrate',
  'seed',
  'promote-admin',
  'demote-admin',
  'openapi',
  'export-checkpoint',
  'import-checkpoint',
];

/**
 * The OpenAPI document as the API serves it at /api/docs/json, from an API assembled on an
 * in-memory database and the in-process store: no server, no Redis, nothing written to disk.
 * Its `servers` entry is API_PUBLIC_URL (or the default address).
 */
export async function openApiDocument(
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  // Only the address (API_PUBLIC_URL, PORT) is taken from the environment: the test settings
  // keep the rest in memory (no JWT secret file, no retry pass).
  const config = loadConfig({
    ...env,
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    PGLITE_DATA_DIR: 'memory://',
    REDIS_URL: '',
    MAIL_RETRY_INTERVAL_MS: '0',
  });
  const app = await buildApp(config);
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

/** Runs one command; returns the process exit code. */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  print: (line: string) => void = console.log,
  printError: (line: string) => void = console.error,
): Promise<number> {
  const [command, arg, ...rest] = argv;
  if (!command || !COMMANDS.includes(command)) {
    printError(USAGE);
    return 2;
  }
  if (command === 'openapi') {
    const document = await openApiDocument(env);
    if (arg) {
      mkdirSync(path.dirname(arg), { recursive: true });
      writeFileSync(arg, document);
    } else process.stdout.write(document);
    return 0;
  }
  const config = loadConfig(env);
  const db = await openDatabase(config);
  try {
    if (command === 'migrate') {
      print('Database is up to date.');
      return 0;
    }
    if (command === 'seed') {
      const production = config.appEnv === 'production';
      const accounts = !production ? 'demo' : arg === '--demo-accounts' ? 'random' : 'none';
      await seed(db, config, print, accounts);
      return 0;
    }
    if (command === 'export-checkpoint' || command === 'import-checkpoint') {
      if (!arg) {
        printError(`${command} needs the files' path without extension.\n${USAGE}`);
        return 2;
      }
      const deps = { db, config, embedder: createEmbedder(config.embeddings) };
      const base = path.resolve(arg);
      if (command === 'export-checkpoint') {
        const { metadata } = await exportLocalCheckpoint(deps, base, rest);
        print(`Wrote ${base}.snapshot and ${base}.json (${metadata.total_ideas} ideas).`);
        return 0;
      }
      const job = await importLocalCheckpoint(deps, base, { replace: rest.includes('--replace') });
      if (job.status === 'completed') {
        print(`${job.message} (${JSON.stringify(job.stats)}).`);
        return 0;
      }
      printError(job.error_message ?? job.message);
      return 1;
    }
    if (!arg) {
      printError(`${command} needs a username or e-mail.\n${USAGE}`);
      return 2;
    }
    const users = createUsersRepository(db);
    const user = await users.findByLogin(arg);
    if (!user) {
      printError(`No user "${arg}".`);
      return 1;
    }
    const role = command === 'promote-admin' ? 'admin' : 'standard';
    await users.setRole(user.id, role);
    print(`${user.username} <${user.email}> is now ${role}.`);
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}

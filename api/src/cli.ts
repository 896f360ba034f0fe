import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { createUsersRepository } from './modules/users/users-repository';
import { seed } from './seed';

const USAGE = `Usage: node dist/cli.js <command>
  migrate                 apply pending database migrations
  seed                    create the demo learner and admin (idempotent) and print credentials
  promote-admin <login>   give the admin role to a user (username or e-mail)
  demote-admin <login>    give the standard role back`;

/** Runs one command; returns the process exit code. */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  print: (line: string) => void = console.log,
  printError: (line: string) => void = console.error,
): Promise<number> {
  const [command, arg] = argv;
  if (!command || !['migrate', 'seed', 'promote-admin', 'demote-admin'].includes(command)) {
    printError(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const db = await openDatabase(config);
  try {
    if (command === 'migrate') {
      print('Database is up to date.');
      return 0;
    }
    if (command === 'seed') {
      await seed(db, config, print);
      return 0;
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

"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const config_1 = require("./config");
const db_1 = require("./db");
const accounts_service_1 = require("./modules/users/accounts-service");
const tokens_1 = require("./modules/users/tokens");
const seed_1 = require("./seed");
const USAGE = `Usage: node dist/cli.js <command>
  migrate                 apply pending database migrations
  seed                    create the demo learner and admin (idempotent) and print credentials
  promote-admin <login>   give the admin role to a user (username or e-mail)
  demote-admin <login>    give the standard role back`;
async function main(argv) {
    const [command, arg] = argv;
    if (!command || !['migrate', 'seed', 'promote-admin', 'demote-admin'].includes(command)) {
        console.error(USAGE);
        return 2;
    }
    const config = (0, config_1.loadConfig)();
    const db = await (0, db_1.openDatabase)(config);
    try {
        if (command === 'migrate') {
            console.log('Database is up to date.');
            return 0;
        }
        if (command === 'seed') {
            await (0, seed_1.seed)(db, config, console.log);
            return 0;
        }
        if (!arg) {
            console.error(`${command} needs a username or e-mail.\n${USAGE}`);
            return 2;
        }
        const accounts = (0, accounts_service_1.createAccountsService)(db, config, (0, tokens_1.createTokenService)(config.jwtSecret, 1));
        const user = await accounts.users.findByLogin(arg);
        if (!user) {
            console.error(`No user "${arg}".`);
            return 1;
        }
        const role = command === 'promote-admin' ? 'admin' : 'standard';
        await accounts.users.setRole(user.id, role);
        console.log(`${user.username} <${user.email}> is now ${role}.`);
        return 0;
    }
    finally {
        await db.close();
    }
}
main(process.argv.slice(2)).then((code) => process.exit(code), (error) => {
    console.error(error instanceof config_1.ConfigError ? error.message : error);
    process.exit(1);
});
//# sourceMappingURL=cli.js.map
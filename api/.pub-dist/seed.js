"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEMO_ACCOUNTS = void 0;
exports.seed = seed;
const passwords_1 = require("./modules/users/passwords");
const users_repository_1 = require("./modules/users/users-repository");
exports.DEMO_ACCOUNTS = [
    {
        username: 'learner',
        email: 'learner@lyceum.local',
        password: 'learner-demo-2026',
        role: 'standard',
    },
    { username: 'admin', email: 'admin@lyceum.local', password: 'admin-demo-2026', role: 'admin' },
];
/** Demo data for a fresh installation; running it again changes nothing. */
async function seed(db, _config, log) {
    const users = (0, users_repository_1.createUsersRepository)(db);
    for (const account of exports.DEMO_ACCOUNTS) {
        const existing = await users.findByLogin(account.username);
        if (!existing) {
            await users.insert({
                username: account.username,
                email: account.email,
                passwordHash: await (0, passwords_1.hashPassword)(account.password),
                fullName: null,
                bio: null,
                role: account.role,
            });
        }
        log(`  ${account.role === 'admin' ? 'admin  ' : 'learner'}  ${account.username} / ${account.password}${existing ? '' : '  (created)'}`);
    }
}
//# sourceMappingURL=seed.js.map
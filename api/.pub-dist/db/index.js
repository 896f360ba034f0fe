"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.openDatabase = openDatabase;
const migrate_1 = require("./migrate");
const pglite_1 = require("./pglite");
const postgres_1 = require("./postgres");
/** Opens the configured database and brings its schema up to date. */
async function openDatabase(config, options = {}) {
    const db = config.databaseUrl
        ? await (0, postgres_1.openPostgres)(config.databaseUrl, options)
        : await (0, pglite_1.openPglite)(config.pgliteDataDir);
    try {
        await (0, migrate_1.migrate)(db);
    }
    catch (error) {
        await db.close();
        throw error;
    }
    return db;
}
//# sourceMappingURL=index.js.map
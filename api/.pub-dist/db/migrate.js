"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.MIGRATIONS_DIR = void 0;
exports.readMigrations = readMigrations;
exports.migrate = migrate;
const node_fs_1 = require("node:fs");
const node_path_1 = __importDefault(require("node:path"));
exports.MIGRATIONS_DIR = node_path_1.default.resolve(__dirname, '../../migrations');
/** Arbitrary, fixed key so that two API replicas starting together migrate one at a time. */
const MIGRATION_LOCK = 7_410_001;
function readMigrations(dir = exports.MIGRATIONS_DIR) {
    return (0, node_fs_1.readdirSync)(dir)
        .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
        .sort()
        .map((file) => ({
        version: Number(file.slice(0, 3)),
        name: file.slice(4, -4),
        sql: (0, node_fs_1.readFileSync)(node_path_1.default.join(dir, file), 'utf8'),
    }));
}
/** Applies, in order and each in its own transaction, the migrations not applied yet. */
async function migrate(db, migrations = readMigrations()) {
    await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
    const applied = [];
    for (const migration of migrations) {
        const done = await db.transaction(async (tx) => {
            await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
            const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
                migration.version,
            ]);
            if (rows.length > 0)
                return false;
            await tx.exec(migration.sql);
            await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
                migration.version,
                migration.name,
            ]);
            return true;
        });
        if (done)
            applied.push(`${String(migration.version).padStart(3, '0')}_${migration.name}`);
    }
    return applied;
}
//# sourceMappingURL=migrate.js.map
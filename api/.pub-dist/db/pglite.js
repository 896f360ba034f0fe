"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.openPglite = openPglite;
const node_fs_1 = require("node:fs");
const pglite_1 = require("@electric-sql/pglite");
const pglite_pgvector_1 = require("@electric-sql/pglite-pgvector");
/** Embedded PostgreSQL (WASM) with the pgvector extension, kept in a local folder. */
async function openPglite(dataDir) {
    if (!dataDir.startsWith('memory://'))
        (0, node_fs_1.mkdirSync)(dataDir, { recursive: true });
    const pg = await pglite_1.PGlite.create({ dataDir, extensions: { vector: pglite_pgvector_1.vector } });
    await pg.exec('CREATE EXTENSION IF NOT EXISTS vector');
    // PGlite runs one statement at a time; a transaction holds it until it ends, so queries
    // from other requests simply wait their turn.
    return {
        driver: 'pglite',
        vectorSearch: true,
        async query(sql, params = []) {
            const result = await pg.query(sql, params);
            return result.rows;
        },
        async exec(sql) {
            await pg.exec(sql);
        },
        transaction(work) {
            return pg.transaction((tx) => work({
                async query(sql, params = []) {
                    return (await tx.query(sql, params)).rows;
                },
                async exec(sql) {
                    await tx.exec(sql);
                },
            }));
        },
        close: () => pg.close(),
    };
}
//# sourceMappingURL=pglite.js.map
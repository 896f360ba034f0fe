"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.openPostgres = openPostgres;
const pg_1 = __importDefault(require("pg"));
// int8 (counts, sums) as numbers: every count the API returns fits in 2^53.
pg_1.default.types.setTypeParser(pg_1.default.types.builtins.INT8, (value) => Number(value));
pg_1.default.types.setTypeParser(pg_1.default.types.builtins.NUMERIC, (value) => Number(value));
/** A PostgreSQL server through a connection pool. */
async function openPostgres(connectionString, options = {}) {
    const pool = new pg_1.default.Pool({
        connectionString,
        max: 10,
        connectionTimeoutMillis: 5000,
        ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    pool.on('error', () => {
        // An idle client lost its connection; the pool replaces it on the next query.
    });
    let vectorSearch = false;
    try {
        await pool.query('CREATE EXTENSION IF NOT EXISTS vector');
        vectorSearch = true;
    }
    catch {
        // The server lacks pgvector: retrieval falls back to full-text search and health says so.
    }
    return {
        driver: 'postgresql',
        vectorSearch,
        async query(sql, params = []) {
            const result = await pool.query(sql, params);
            return result.rows;
        },
        async exec(sql) {
            await pool.query(sql);
        },
        async transaction(work) {
            const client = await pool.connect();
            try {
                await client.query('BEGIN');
                const result = await work({
                    async query(sql, params = []) {
                        return (await client.query(sql, params)).rows;
                    },
                    async exec(sql) {
                        await client.query(sql);
                    },
                });
                await client.query('COMMIT');
                return result;
            }
            catch (error) {
                await client.query('ROLLBACK').catch(() => undefined);
                throw error;
            }
            finally {
                client.release();
            }
        },
        close: () => pool.end(),
    };
}
//# sourceMappingURL=postgres.js.map
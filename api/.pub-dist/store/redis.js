"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createRedisStore = createRedisStore;
const ioredis_1 = require("ioredis");
/**
 * Commands fail fast while Redis is away (no offline queue, one retry) so that callers can fall
 * back or skip instead of hanging; the client keeps reconnecting in the background.
 */
function createRedisStore(url, prefix = 'lyceum:') {
    const client = new ioredis_1.Redis(url, {
        keyPrefix: prefix,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 2000,
        retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    client.on('error', () => {
        // Reported by the health check; the client reconnects on its own.
    });
    const parseInfo = (text) => new Map(text
        .split(/\r?\n/)
        .filter((line) => line.includes(':'))
        .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at), line.slice(at + 1)];
    }));
    return {
        kind: 'redis',
        client,
        connected(ms = 2000) {
            if (client.status === 'ready')
                return Promise.resolve(true);
            return new Promise((resolve) => {
                const timer = setTimeout(() => resolve(false), ms);
                client.once('ready', () => {
                    clearTimeout(timer);
                    resolve(true);
                });
            });
        },
        get: (key) => client.get(key),
        async set(key, value, ttlSeconds) {
            if (ttlSeconds)
                await client.set(key, value, 'EX', ttlSeconds);
            else
                await client.set(key, value);
        },
        async del(key) {
            await client.del(key);
        },
        async incr(key, windowSeconds) {
            const [[, count]] = (await client
                .multi()
                .incr(key)
                .expire(key, windowSeconds, 'NX')
                .exec());
            return count;
        },
        async ping() {
            await client.ping();
        },
        async info() {
            const fields = parseInfo(await client.info());
            const number = (name) => {
                const value = fields.get(name);
                return value === undefined ? null : Number(value);
            };
            const usedMemory = number('used_memory');
            return {
                version: fields.get('redis_version') ?? null,
                connected_clients: number('connected_clients'),
                used_memory_mb: usedMemory === null ? null : Math.round((usedMemory / 1048576) * 100) / 100,
                uptime_days: number('uptime_in_days'),
            };
        },
        close() {
            client.disconnect();
            return Promise.resolve();
        },
    };
}
//# sourceMappingURL=redis.js.map
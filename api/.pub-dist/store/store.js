"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createMemoryStore = createMemoryStore;
function createMemoryStore(now = Date.now) {
    const entries = new Map();
    const live = (key) => {
        const entry = entries.get(key);
        if (entry && entry.expiresAt !== null && entry.expiresAt <= now()) {
            entries.delete(key);
            return undefined;
        }
        return entry;
    };
    const sweep = setInterval(() => {
        for (const key of entries.keys())
            live(key);
    }, 60_000);
    sweep.unref();
    return {
        kind: 'memory',
        get: (key) => Promise.resolve(live(key)?.value ?? null),
        set(key, value, ttlSeconds) {
            entries.set(key, { value, expiresAt: ttlSeconds ? now() + ttlSeconds * 1000 : null });
            return Promise.resolve();
        },
        del(key) {
            entries.delete(key);
            return Promise.resolve();
        },
        incr(key, windowSeconds) {
            const entry = live(key);
            const count = entry ? Number(entry.value) + 1 : 1;
            entries.set(key, {
                value: String(count),
                expiresAt: entry?.expiresAt ?? now() + windowSeconds * 1000,
            });
            return Promise.resolve(count);
        },
        close() {
            clearInterval(sweep);
            entries.clear();
            return Promise.resolve();
        },
    };
}
//# sourceMappingURL=store.js.map
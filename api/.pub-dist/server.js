"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const app_1 = require("./app");
const config_1 = require("./config");
async function main() {
    let config;
    try {
        config = (0, config_1.loadConfig)();
    }
    catch (error) {
        if (error instanceof config_1.ConfigError) {
            console.error(error.message);
            process.exit(1);
        }
        throw error;
    }
    const app = await (0, app_1.buildApp)(config);
    let closing = false;
    const shutdown = (signal) => {
        if (closing)
            return;
        closing = true;
        app.log.info({ signal }, 'shutting down');
        // In-flight requests finish; a stuck one does not hold the process forever.
        const force = setTimeout(() => process.exit(1), 10_000);
        force.unref();
        app.close().then(() => process.exit(0), () => process.exit(1));
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
    await app.listen({ host: config.host, port: config.port });
    const db = config.databaseUrl ? 'PostgreSQL server' : `PGlite at ${config.pgliteDataDir}`;
    app.log.info(`Lyceum API on http://localhost:${config.port} (${db}); docs at /api/docs`);
}
main().catch((error) => {
    console.error(error);
    process.exit(1);
});
//# sourceMappingURL=server.js.map
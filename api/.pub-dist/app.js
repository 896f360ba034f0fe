"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.VERSION = void 0;
exports.buildApp = buildApp;
const fastify_1 = __importDefault(require("fastify"));
const db_1 = require("./db");
const contact_service_1 = require("./modules/contact/contact-service");
const mailer_1 = require("./modules/mail/mailer");
const newsletter_service_1 = require("./modules/newsletter/newsletter-service");
const health_service_1 = require("./modules/health/health-service");
const accounts_service_1 = require("./modules/users/accounts-service");
const tokens_1 = require("./modules/users/tokens");
const errors_1 = require("./plugins/errors");
const openapi_1 = require("./plugins/openapi");
const security_1 = require("./plugins/security");
const auth_1 = __importDefault(require("./routes/api/auth"));
const contact_1 = __importDefault(require("./routes/api/contact"));
const newsletter_1 = __importDefault(require("./routes/api/newsletter"));
const system_1 = __importDefault(require("./routes/api/system"));
const users_1 = __importDefault(require("./routes/api/users"));
const redis_1 = require("./store/redis");
const store_1 = require("./store/store");
require("./types");
const package_json_1 = require("../package.json");
Object.defineProperty(exports, "VERSION", { enumerable: true, get: function () { return package_json_1.version; } });
/** `TRUST_PROXY=<n>`: trust the n proxies closest to the server. */
const trustHops = (hops) => (_address, hop) => hop < hops;
/**
 * Assembles the API in one visible order:
 * configuration → database → store (Redis or in-process) → security → OpenAPI → services → routes.
 */
async function buildApp(config, options = {}) {
    const app = (0, fastify_1.default)({
        logger: { level: config.logLevel },
        trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
        bodyLimit: config.bodyLimitBytes,
        ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', allErrors: false } },
    });
    (0, errors_1.registerErrorHandling)(app);
    const startedAt = Date.now();
    app.decorate('config', config);
    const db = options.db ?? (await (0, db_1.openDatabase)(config));
    app.decorate('db', db);
    if (!options.keepDbOpen)
        app.addHook('onClose', () => db.close());
    let store = (0, store_1.createMemoryStore)();
    if (config.redisUrl) {
        const redis = (0, redis_1.createRedisStore)(config.redisUrl, config.redisPrefix);
        if (!(await redis.connected()))
            app.log.warn('Redis is not reachable yet; retrying in the background');
        store = redis;
    }
    app.decorate('store', store);
    app.addHook('onClose', () => store.close());
    await (0, security_1.registerSecurity)(app, config, store);
    await (0, openapi_1.registerOpenApi)(app, package_json_1.version);
    const tokens = (0, tokens_1.createTokenService)(config.jwtSecret, config.jwtExpiresMinutes);
    const accounts = (0, accounts_service_1.createAccountsService)(db, config, tokens);
    app.decorate('accounts', accounts);
    app.decorate('health', (0, health_service_1.createHealthService)({ config, db, store, version: package_json_1.version, startedAt }));
    const mailer = (0, mailer_1.createMailer)(config, db, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
    app.decorate('newsletter', (0, newsletter_service_1.createNewsletterService)({ db, store, mailer, config }));
    app.decorate('contact', (0, contact_service_1.createContactService)({ db, store, mailer, config, log: app.log }));
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request) => {
        request.user = await accounts.authenticate(request.headers.authorization);
    });
    await app.register(system_1.default, { prefix: '/api' });
    await app.register(auth_1.default, { prefix: '/api' });
    await app.register(users_1.default, { prefix: '/api/users' });
    await app.register(newsletter_1.default, { prefix: '/api/newsletter' });
    await app.register(contact_1.default, { prefix: '/api/contact' });
    return app;
}
//# sourceMappingURL=app.js.map
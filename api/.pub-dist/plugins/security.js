"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.TOO_MANY_REQUESTS = void 0;
exports.registerSecurity = registerSecurity;
const cors_1 = __importDefault(require("@fastify/cors"));
const formbody_1 = __importDefault(require("@fastify/formbody"));
const helmet_1 = __importDefault(require("@fastify/helmet"));
const rate_limit_1 = __importDefault(require("@fastify/rate-limit"));
const http_errors_1 = require("../lib/http-errors");
exports.TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';
async function registerSecurity(app, config, store) {
    await app.register(helmet_1.default, {
        // The API answers JSON; only the documentation page needs its own same-origin assets.
        contentSecurityPolicy: {
            directives: {
                defaultSrc: ["'self'"],
                imgSrc: ["'self'", 'data:'],
                frameAncestors: ["'none'"],
            },
        },
        crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    await app.register(cors_1.default, {
        origin: config.corsOrigins,
        credentials: false,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        maxAge: 600,
    });
    await app.register(formbody_1.default, { bodyLimit: config.bodyLimitBytes });
    await app.register(rate_limit_1.default, {
        global: true,
        max: config.rateLimitMax,
        timeWindow: '1 minute',
        // Shared across replicas through Redis; if Redis goes away, requests are served, not refused.
        ...(store.kind === 'redis' ? { redis: store.client, nameSpace: 'rl:' } : {}),
        skipOnError: true,
        errorResponseBuilder: () => new http_errors_1.HttpError(429, exports.TOO_MANY_REQUESTS),
    });
}
//# sourceMappingURL=security.js.map
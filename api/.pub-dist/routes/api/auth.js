"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = authRoutes;
const contracts_1 = require("@lyceum/contracts");
const users_repository_1 = require("../../modules/users/users-repository");
const schemas_1 = require("../../lib/schemas");
function authRoutes(app) {
    app.post('/signup', {
        config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } },
        schema: {
            tags: ['accounts'],
            summary: 'Create an account',
            body: contracts_1.SignUpBody,
            response: { 201: contracts_1.UserProfile, ...(0, schemas_1.errors)(400, 403, 429) },
        },
    }, async (request, reply) => {
        const user = await app.accounts.signUp(request.body);
        return reply.code(201).send((0, users_repository_1.toProfile)(user));
    });
    app.post('/signin', {
        config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } },
        schema: {
            tags: ['accounts'],
            summary: 'Sign in with username or e-mail (form-encoded)',
            consumes: ['application/x-www-form-urlencoded'],
            body: contracts_1.SignInBody,
            response: { 200: contracts_1.SignInResponse, ...(0, schemas_1.errors)(400, 401, 429) },
        },
    }, async (request) => {
        const { accessToken } = await app.accounts.signIn(request.body.username, request.body.password);
        return {
            access_token: accessToken,
            token_type: 'bearer',
            expires_in: app.config.jwtExpiresMinutes * 60,
        };
    });
}
//# sourceMappingURL=auth.js.map
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = usersRoutes;
const contracts_1 = require("@lyceum/contracts");
const schemas_1 = require("../../lib/schemas");
const http_errors_1 = require("../../lib/http-errors");
const users_repository_1 = require("../../modules/users/users-repository");
function currentUser(request) {
    if (!request.user)
        throw (0, http_errors_1.unauthorized)('Not authenticated');
    return request.user;
}
function usersRoutes(app) {
    app.addHook('preHandler', app.authenticate);
    app.get('/me', {
        schema: {
            tags: ['accounts'],
            summary: 'The signed-in user',
            security: schemas_1.bearer,
            response: { 200: contracts_1.UserProfile, ...(0, schemas_1.errors)(401, 429) },
        },
    }, (request) => (0, users_repository_1.toProfile)(currentUser(request)));
    app.patch('/me/language', {
        schema: {
            tags: ['accounts'],
            summary: 'Store the interface language of the signed-in user',
            security: schemas_1.bearer,
            body: contracts_1.LanguageUpdateBody,
            response: { 200: contracts_1.UserProfile, ...(0, schemas_1.errors)(400, 401, 429) },
        },
    }, async (request) => {
        const user = currentUser(request);
        const updated = await app.accounts.setLanguage(user.id, request.body.preferred_language);
        if (!updated)
            throw (0, http_errors_1.unauthorized)('Not authenticated');
        return (0, users_repository_1.toProfile)(updated);
    });
}
//# sourceMappingURL=users.js.map
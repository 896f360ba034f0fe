"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = newsletterRoutes;
const contracts_1 = require("@lyceum/contracts");
const schemas_1 = require("../../lib/schemas");
function newsletterRoutes(app) {
    app.post('/subscribe', {
        schema: {
            tags: ['newsletter'],
            summary: 'Join the early-access list (double opt-in: a confirmation e-mail is sent)',
            body: contracts_1.SubscribeBody,
            response: { 200: contracts_1.SubscribeResponse, ...(0, schemas_1.errors)(400, 409, 429, 502) },
        },
    }, (request) => app.newsletter.subscribe(request.body.email, request.body.language ?? 'en', request.ip));
    app.get('/confirm/:token', {
        schema: {
            tags: ['newsletter'],
            summary: 'Confirm a subscription from the e-mailed link',
            params: contracts_1.NewsletterToken,
            response: { 200: contracts_1.ConfirmResponse, ...(0, schemas_1.errors)(404, 429) },
        },
    }, (request) => app.newsletter.confirm(request.params.token));
    app.get('/unsubscribe/:token', {
        schema: {
            tags: ['newsletter'],
            summary: 'Who an unsubscribe link is for',
            params: contracts_1.NewsletterToken,
            response: { 200: contracts_1.UnsubscribeInfoResponse, ...(0, schemas_1.errors)(404, 429) },
        },
    }, (request) => app.newsletter.unsubscribeInfo(request.params.token));
    app.post('/unsubscribe/:token', {
        // One-click clients may post nothing at all.
        preValidation: (request, _reply, done) => {
            request.body ??= {};
            done();
        },
        schema: {
            tags: ['newsletter'],
            summary: 'Unsubscribe, with an optional reason; also the RFC 8058 one-click target',
            params: contracts_1.NewsletterToken,
            body: contracts_1.UnsubscribeBody,
            response: { 200: contracts_1.UnsubscribeResponse, ...(0, schemas_1.errors)(400, 404, 429) },
        },
    }, (request) => app.newsletter.unsubscribe(request.params.token, request.body?.reason?.trim() || null, request.body?.feedback?.trim() || null));
}
//# sourceMappingURL=newsletter.js.map
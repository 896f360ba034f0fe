"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = contactRoutes;
const contracts_1 = require("@lyceum/contracts");
const schemas_1 = require("../../lib/schemas");
function contactRoutes(app) {
    app.post('/send', {
        schema: {
            tags: ['contact'],
            summary: 'Write to the team; a copy goes to the sender',
            body: contracts_1.ContactBody,
            response: { 200: contracts_1.ContactResponse, ...(0, schemas_1.errors)(400, 429, 502) },
        },
    }, (request) => app.contact.send(request.body, request.ip));
}
//# sourceMappingURL=contact.js.map
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = systemRoutes;
const contracts_1 = require("@lyceum/contracts");
const schemas_1 = require("../../lib/schemas");
function systemRoutes(app) {
    app.get('/test', {
        schema: {
            tags: ['system'],
            summary: 'Start-up check: the API answers',
            response: { 200: contracts_1.MessageBody, ...(0, schemas_1.errors)(429) },
        },
    }, () => ({ message: 'Lyceum API is running' }));
    app.get('/health', {
        schema: {
            tags: ['system'],
            summary: 'Measured state of the API and of every service it uses',
            response: { 200: contracts_1.HealthResponse, ...(0, schemas_1.errors)(429) },
        },
    }, () => app.health.check());
}
//# sourceMappingURL=system.js.map
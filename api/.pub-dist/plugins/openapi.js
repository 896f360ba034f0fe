"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.registerOpenApi = registerOpenApi;
const swagger_1 = __importDefault(require("@fastify/swagger"));
const swagger_ui_1 = __importDefault(require("@fastify/swagger-ui"));
const contracts_1 = require("@lyceum/contracts");
async function registerOpenApi(app, version) {
    app.addSchema(contracts_1.ErrorBody);
    await app.register(swagger_1.default, {
        openapi: {
            info: {
                title: 'Lyceum API',
                description: 'Every error response is `{"detail": "..."}`.',
                version,
            },
            components: {
                securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
            },
        },
    });
    await app.register(swagger_ui_1.default, { routePrefix: '/api/docs', staticCSP: true });
}
//# sourceMappingURL=openapi.js.map
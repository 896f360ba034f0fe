"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.tooManyRequests = exports.notFound = exports.forbidden = exports.unauthorized = exports.badRequest = exports.HttpError = void 0;
/** An error whose message is safe to show: it becomes the `detail` of the response. */
class HttpError extends Error {
    statusCode;
    constructor(statusCode, message) {
        super(message);
        this.statusCode = statusCode;
        this.name = 'HttpError';
    }
}
exports.HttpError = HttpError;
const badRequest = (detail) => new HttpError(400, detail);
exports.badRequest = badRequest;
const unauthorized = (detail) => new HttpError(401, detail);
exports.unauthorized = unauthorized;
const forbidden = (detail) => new HttpError(403, detail);
exports.forbidden = forbidden;
const notFound = (detail) => new HttpError(404, detail);
exports.notFound = notFound;
const tooManyRequests = (detail) => new HttpError(429, detail);
exports.tooManyRequests = tooManyRequests;
//# sourceMappingURL=http-errors.js.map
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.bearer = exports.errors = exports.Problem = void 0;
const typebox_1 = require("typebox");
/** The `{"detail"}` body, by reference, for each error status a route declares. */
exports.Problem = typebox_1.Type.Unsafe({ $ref: 'ErrorBody#' });
const errors = (...statuses) => Object.fromEntries(statuses.map((status) => [status, exports.Problem]));
exports.errors = errors;
exports.bearer = [{ bearer: [] }];
//# sourceMappingURL=schemas.js.map
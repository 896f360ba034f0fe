/**
 * Errors the multipart parser (busboy, under @fastify/multipart) raises for a body that is not
 * well-formed multipart: no boundary or one too long, the body cut before its closing boundary,
 * a content type it does not read. They carry no code, only these messages.
 */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found/,
  /unexpected end of multipart data/i,
  /^Unsupported Content-Type/,
  /^Missing Content-Type/,
  /^Boundary required/,
  /^The needle /,
];

/** Whether an upload failed because its multipart body is malformed (a 400, not a 500). */
export const isMalformedMultipart = (error: unknown): boolean =>
  error instanceof Error &&
  !('code' in error) &&
  MALFORMED_MULTIPART.some((message) => message.test(error.message));

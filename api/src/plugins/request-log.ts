import type { FastifyRequest } from 'fastify';

/**
 * Secrets travel in some URLs (e-mail link tokens in the path, `?token=`): a path segment that
 * looks like a token (20+ URL-safe characters) and the value of any token-like query parameter
 * are replaced before the URL reaches a log line.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at + 1);
  const safePath = path
    .split('/')
    .map((segment) => (/^[\w%-]{20,}$/.test(segment) ? '[redacted]' : segment))
    .join('/');
  if (!query) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return /token|key|secret|password|code/i.test(name) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** What a request log line says of a request and its reply: never headers or bodies. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
};

/** At most this many characters of what an external endpoint said go into an error. */
const DETAIL_MAX_CHARS = 200;

/**
 * A short excerpt of what an external endpoint (a model, an embedder) answered, for an error
 * message: one line, at most 200 characters, with `secret` masked should the endpoint echo it
 * back; `: <excerpt>`, or empty when it said nothing.
 */
export function endpointDetail(text: string, secret: string | null | undefined): string {
  const shown = (secret ? text.replaceAll(secret, '[key]') : text)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, DETAIL_MAX_CHARS);
  return shown ? `: ${shown}` : '';
}

/** `/api/persona/<name>`: a persona's own calls, by slug (the API takes its name or its slug). */
export const personaApiPath = (slug: string) => `/api/persona/${encodeURIComponent(slug)}`;

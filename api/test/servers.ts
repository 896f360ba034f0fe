/**
 * The servers a CI run points the suite at (`DATABASE_URL`, `REDIS_URL`); without them the
 * suite runs on an in-memory PGlite and the in-process store.
 */
export const servers = {
  databaseUrl: process.env.DATABASE_URL,
  redisUrl: process.env.REDIS_URL,
};

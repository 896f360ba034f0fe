import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Configuration is read from the environment once, here, and nowhere else.
 * Every variable is documented in `.env.example`; a wrong value stops start-up with the full
 * list of what is wrong.
 */
export interface Config {
  appEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  /** PGlite data folder, or `memory://` for a throw-away database. */
  pgliteDataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Namespace of every key the API writes to Redis. */
  redisPrefix: string;
  jwtSecret: string;
  jwtExpiresMinutes: number;
  corsOrigins: string[];
  trustProxy: boolean | number | string[];
  bodyLimitBytes: number;
  rateLimitMax: number;
  authRateLimitMax: number;
  signupMode: 'open' | 'allowlist';
  signupAllowlist: string[];
  adminEmails: string[];
  smtpUrl: string | null;
  mailFrom: string;
  contactTo: string;
  outboxDir: string;
  publicSiteUrl: string;
  /** Where the API is reached from outside, for one-click unsubscribe links in e-mails. */
  apiPublicUrl: string;
  llm: { baseUrl: string | null; model: string; apiKey: string | null };
  embeddings: { baseUrl: string | null; model: string; apiKey: string | null };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  optional(name: string): string | null {
    return this.raw(name) ?? null;
  }

  oneOf<T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((choices as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${choices.join(', ')} (got "${value}")`);
    return fallback;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  list(name: string, fallback: string[]): string[] {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }

  url(name: string, protocols: string[]): string | null {
    const value = this.raw(name);
    if (value === undefined) return null;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        this.problems.push(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
      }
    } catch {
      this.problems.push(`${name} is not a valid URL`);
    }
    return value;
  }
}

function parseTrustProxy(reader: Reader): boolean | number | string[] {
  const value = reader.raw('TRUST_PROXY');
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return reader.list('TRUST_PROXY', []);
}

/** A development secret kept in the data folder, so sessions survive a restart. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const r = new Reader(env);
  const appEnv = r.oneOf('APP_ENV', ['development', 'test', 'production'] as const, 'development');
  const dataDir = path.resolve(r.string('DATA_DIR', '.data'));
  const pgliteDataDir = r.string('PGLITE_DATA_DIR', path.join(dataDir, 'pglite'));
  const email = /^[^@\s]+@[^@\s]+$/;

  const adminEmails = r.list('ADMIN_EMAILS', []).map((e) => e.toLowerCase());
  for (const address of adminEmails) {
    if (!email.test(address)) r.problems.push(`ADMIN_EMAILS has an invalid address "${address}"`);
  }
  const signupAllowlist = r.list('SIGNUP_ALLOWLIST', []).map((e) => e.toLowerCase());
  for (const entry of signupAllowlist) {
    if (!entry.startsWith('@') && !email.test(entry)) {
      r.problems.push(`SIGNUP_ALLOWLIST entry "${entry}" is neither an address nor an @domain`);
    }
  }
  const corsOrigins = r.list('CORS_ORIGINS', DEFAULT_ORIGINS);
  for (const origin of corsOrigins) {
    if (origin === '*') r.problems.push('CORS_ORIGINS must list origins; "*" is not allowed');
  }

  const jwtSecret = r.raw('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    r.problems.push('JWT_SECRET must be at least 32 characters');
  }
  if (jwtSecret === undefined && appEnv === 'production') {
    r.problems.push('JWT_SECRET is required when APP_ENV=production');
  }

  const config: Config = {
    appEnv,
    host: r.string('HOST', '127.0.0.1'),
    port: r.int('PORT', 8000, 0, 65535),
    logLevel: r.oneOf(
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      appEnv === 'test' ? 'silent' : 'info',
    ),
    dataDir,
    pgliteDataDir,
    databaseUrl: r.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: r.url('REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: r.string('REDIS_PREFIX', 'lyceum:'),
    jwtSecret: '',
    jwtExpiresMinutes: r.int('JWT_EXPIRES_MINUTES', 60 * 24 * 7, 1, 60 * 24 * 90),
    corsOrigins,
    trustProxy: parseTrustProxy(r),
    bodyLimitBytes: r.int('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
    rateLimitMax: r.int('RATE_LIMIT_MAX', 600, 1, 1_000_000),
    authRateLimitMax: r.int('AUTH_RATE_LIMIT_MAX', 10, 1, 1_000_000),
    signupMode: r.oneOf(
      'SIGNUP_MODE',
      ['open', 'allowlist'] as const,
      appEnv === 'production' ? 'allowlist' : 'open',
    ),
    signupAllowlist,
    adminEmails,
    smtpUrl: r.url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: r.string('MAIL_FROM', 'Lyceum <hello@lyceum.local>'),
    contactTo: r.string('CONTACT_TO', 'team@lyceum.local'),
    outboxDir: path.resolve(r.string('OUTBOX_DIR', path.join(dataDir, 'outbox'))),
    publicSiteUrl: r.url('PUBLIC_SITE_URL', ['http:', 'https:']) ?? 'http://localhost:3000',
    apiPublicUrl: '',
    llm: {
      baseUrl: r.url('LLM_BASE_URL', ['http:', 'https:']),
      model: r.string('LLM_MODEL', 'gpt-4o-mini'),
      apiKey: r.optional('LLM_API_KEY'),
    },
    embeddings: {
      baseUrl: r.url('EMBEDDINGS_BASE_URL', ['http:', 'https:']),
      model: r.string('EMBEDDINGS_MODEL', 'text-embedding-3-small'),
      apiKey: r.optional('EMBEDDINGS_API_KEY'),
    },
  };

  config.apiPublicUrl =
    r.url('API_PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${config.port}`;
  if (r.problems.length > 0) throw new ConfigError(r.problems);
  config.jwtSecret =
    jwtSecret ??
    (appEnv === 'test' ? randomBytes(48).toString('base64url') : developmentSecret(dataDir));
  return config;
}

import {
  CHECKPOINT_DECOMPRESSED_MAX_BYTES,
  CHECKPOINT_METADATA_MAX_BYTES,
  CHECKPOINT_SNAPSHOT_MAX_BYTES,
  EMAIL_PATTERN,
} from '@lyceum/contracts';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DB_ACQUIRE_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS } from './db/database';
import { REDIS_COOL_DOWN_MS, REDIS_TIMEOUT_MS } from './store/circuit-breaker';

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
  /** Longest a request's statement may run (and its transaction sit idle) before a 503. */
  dbStatementTimeoutMs: number;
  /** Longest a request waits for a database connection before a 503. */
  dbAcquireTimeoutMs: number;
  redisUrl: string | null;
  /** Namespace of every key the API writes to Redis. */
  redisPrefix: string;
  /** Longest wait for a Redis command before the in-process store answers instead. */
  redisTimeoutMs: number;
  /** How long Redis is left alone after a failure before one request tries it again. */
  redisCoolDownMs: number;
  jwtSecret: string;
  jwtExpiresMinutes: number;
  corsOrigins: string[];
  /** Addresses or CIDRs of the proxies whose X-Forwarded-For is believed; false: none. */
  trustProxy: false | string[];
  bodyLimitBytes: number;
  /** Calls a minute of one signed-in user, or of one address without a session. */
  rateLimitMax: number;
  /** Signed-in calls a minute of one address, whatever the users. */
  rateLimitAddressMax: number;
  authRateLimitMax: number;
  /** Newsletter subscriptions one address, and one client, may ask for per hour. */
  newsletterLimitPerAddress: number;
  newsletterLimitPerClient: number;
  /**
   * Sign-ups one e-mail address, and one client, may attempt per hour: sign-up tells whether a
   * username or address is taken, so asking is slowed as forgot-password is.
   */
  signupLimitPerAddress: number;
  signupLimitPerClient: number;
  signupMode: 'open' | 'allowlist';
  signupAllowlist: string[];
  adminEmails: string[];
  smtpUrl: string | null;
  /** SMTP connection, greeting and idle-socket timeout. */
  smtpTimeoutMs: number;
  /** How long a request waits for its e-mail before answering; the send goes on behind it. */
  mailSendWaitMs: number;
  /** Period of the in-process retry pass for stored e-mails; 0 turns it off. */
  mailRetryIntervalMs: number;
  mailFrom: string;
  /** One bare address. */
  contactTo: string;
  outboxDir: string;
  publicSiteUrl: string;
  /** Where the API is reached from outside, for one-click unsubscribe links in e-mails. */
  apiPublicUrl: string;
  llm: {
    /** The API root, e.g. `https://api.openai.com/v1`; `/chat/completions` is added to it. */
    baseUrl: string | null;
    model: string;
    apiKey: string | null;
    /**
     * Longest wait for the model's first words, then between two pieces of its answer; past
     * it, an answer not yet begun is written by the extractive composer instead.
     */
    timeoutMs: number;
  };
  embeddings: {
    /** `openai`: any OpenAI-compatible endpoint; `use-lite-en`: the embedded English model. */
    provider: EmbeddingProvider;
    baseUrl: string | null;
    model: string;
    apiKey: string | null;
    /** Longest an embeddings call may take before retrieval goes on by words alone. */
    timeoutMs: number;
  };
  /**
   * The most each user may keep, far above what a heavy learner reaches: one account cannot
   * fill the database or make its export and lists slow for everyone.
   */
  quotas: Quotas;
  checkpoints: {
    /** Where uploaded checkpoint files are written while they are checked and imported. */
    uploadDir: string;
    /** Largest snapshot upload, and the most its content may decompress to. */
    maxSnapshotBytes: number;
    maxDecompressedBytes: number;
    maxMetadataBytes: number;
  };
}

export interface Quotas {
  flashcards: number;
  tags: number;
  learningSessions: number;
}

export const EMBEDDING_PROVIDERS = ['openai', 'use-lite-en', 'none'] as const;
export type EmbeddingProvider = (typeof EMBEDDING_PROVIDERS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** The part of the repository's apps.json (the one list of apps and their ports) read here. */
interface AppsFile {
  api: { port: number };
  host: { port: number };
  remotes: Record<string, { port: number }>;
}

/**
 * apps.json sits beside the api package (`../apps.json` from api/): two folders above this
 * module, whether it runs from src/ (tests, tsx) or from dist/ (the build, the image).
 */
export const APPS_FILE = path.resolve(__dirname, '../../apps.json');

let apps: AppsFile | undefined;
export function readApps(): AppsFile {
  try {
    apps ??= JSON.parse(readFileSync(APPS_FILE, 'utf8')) as AppsFile;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError([
      `${APPS_FILE} (the list of apps and their ports) cannot be read: ${reason}; set PORT and CORS_ORIGINS, or provide the file`,
    ]);
  }
  return apps;
}

/** The development origins of the host and every remote, on localhost and 127.0.0.1. */
export function defaultOrigins(): string[] {
  const { host, remotes } = readApps();
  return [host, ...Object.values(remotes)].flatMap(({ port }) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
}

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

/** Named ranges that Fastify's proxy-addr understands. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Only the proxies listed by address are believed: trusting `true` or a hop count would let any
 * client that reaches the API directly choose its own address with X-Forwarded-For, and with it
 * escape every per-client limit.
 */
function parseTrustProxy(reader: Reader): false | string[] {
  const value = reader.raw('TRUST_PROXY');
  if (value === undefined || value === 'false') return false;
  const entries = reader.list('TRUST_PROXY', []);
  for (const entry of entries) {
    if (!PROXY_RANGES.includes(entry) && !isAddressOrCidr(entry)) {
      reader.problems.push(
        `TRUST_PROXY must list proxy addresses or CIDRs (e.g. 10.0.0.5 or 10.0.0.0/24), or be false; "${entry}" is neither (a hop count or true would trust any client's X-Forwarded-For)`,
      );
    }
  }
  return entries.length > 0 ? entries : false;
}

/** Shannon entropy of a string, in bits: an estimate of how hard it is to guess. */
export function entropyBits(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * text.length;
}

/** The printable ASCII characters a secret is typed from. */
const PRINTABLE = 95;

/**
 * An estimate, in bits, that sees the patterns Shannon's measure misses: the text is cut into runs
 * in which each character steps from the one before by the same -1, 0 or +1 ("aaaa", "abcd",
 * "9876"), and each run costs choosing its first character and its length. A random secret has
 * few runs longer than one character; "abcdefghijklmnopqrstuvwxyz012345" is two runs.
 */
export function patternBits(text: string): number {
  const codes = [...text].map((char) => char.codePointAt(0) ?? 0);
  let bits = 0;
  for (let start = 0; start < codes.length;) {
    const step = (codes[start + 1] ?? Number.NaN) - codes[start]!;
    let end = start + 1;
    if (Math.abs(step) <= 1) {
      while (end < codes.length && codes[end]! - codes[end - 1]! === step) end += 1;
    }
    bits += Math.log2(PRINTABLE) + Math.log2(end - start);
    start = end;
  }
  return bits;
}

/** What a secret is worth: the lower of the two estimates. */
export const secretBits = (text: string): number => Math.min(entropyBits(text), patternBits(text));

/** A JWT secret must be as hard to guess as 128 random bits (`openssl rand -base64 48` is plenty). */
export const JWT_SECRET_MIN_BITS = 128;

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

  const adminEmails = r.list('ADMIN_EMAILS', []).map((e) => e.toLowerCase());
  for (const address of adminEmails) {
    if (!EMAIL_PATTERN.test(address))
      r.problems.push(`ADMIN_EMAILS has an invalid address "${address}"`);
  }
  const signupAllowlist = r.list('SIGNUP_ALLOWLIST', []).map((e) => e.toLowerCase());
  for (const entry of signupAllowlist) {
    if (!entry.startsWith('@') && !EMAIL_PATTERN.test(entry)) {
      r.problems.push(`SIGNUP_ALLOWLIST entry "${entry}" is neither an address nor an @domain`);
    }
  }
  const contactTo = r.string('CONTACT_TO', 'team@lyceum.local');
  if (!EMAIL_PATTERN.test(contactTo)) {
    r.problems.push(`CONTACT_TO must be one bare address (got "${contactTo}")`);
  }
  // apps.json is read only for the defaults, so a deployment that sets both needs no copy of it.
  const corsOrigins =
    r.raw('CORS_ORIGINS') === undefined ? defaultOrigins() : r.list('CORS_ORIGINS', []);
  for (const origin of corsOrigins) {
    if (origin === '*') r.problems.push('CORS_ORIGINS must list origins; "*" is not allowed');
  }

  const jwtSecret = r.raw('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    r.problems.push('JWT_SECRET must be at least 32 characters');
  } else if (jwtSecret !== undefined && secretBits(jwtSecret) < JWT_SECRET_MIN_BITS) {
    r.problems.push(
      'JWT_SECRET is too predictable (repeated or patterned characters); use 32+ random bytes, e.g. `openssl rand -base64 48`',
    );
  }
  if (jwtSecret === undefined && appEnv === 'production') {
    r.problems.push('JWT_SECRET is required when APP_ENV=production');
  }

  const embeddingsUrl = r.url('EMBEDDINGS_BASE_URL', ['http:', 'https:']);
  const config: Config = {
    appEnv,
    host: r.string('HOST', '127.0.0.1'),
    port: r.raw('PORT') === undefined ? readApps().api.port : r.int('PORT', 0, 0, 65535),
    logLevel: r.oneOf(
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      appEnv === 'test' ? 'silent' : 'info',
    ),
    dataDir,
    pgliteDataDir,
    databaseUrl: r.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dbStatementTimeoutMs: r.int('DB_STATEMENT_TIMEOUT_MS', DB_STATEMENT_TIMEOUT_MS, 100, 600_000),
    dbAcquireTimeoutMs: r.int('DB_ACQUIRE_TIMEOUT_MS', DB_ACQUIRE_TIMEOUT_MS, 100, 600_000),
    redisUrl: r.url('REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: r.string('REDIS_PREFIX', 'lyceum:'),
    redisTimeoutMs: r.int('REDIS_TIMEOUT_MS', REDIS_TIMEOUT_MS, 10, 10_000),
    redisCoolDownMs: r.int('REDIS_COOL_DOWN_MS', REDIS_COOL_DOWN_MS, 100, 600_000),
    jwtSecret: '',
    jwtExpiresMinutes: r.int('JWT_EXPIRES_MINUTES', 60 * 24 * 7, 1, 60 * 24 * 90),
    corsOrigins,
    trustProxy: parseTrustProxy(r),
    bodyLimitBytes: r.int('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
    rateLimitMax: r.int('RATE_LIMIT_MAX', 600, 1, 1_000_000),
    rateLimitAddressMax: r.int('RATE_LIMIT_ADDRESS_MAX', 6000, 1, 10_000_000),
    authRateLimitMax: r.int('AUTH_RATE_LIMIT_MAX', 10, 1, 1_000_000),
    newsletterLimitPerAddress: r.int('NEWSLETTER_LIMIT_PER_ADDRESS', 5, 1, 1_000_000),
    newsletterLimitPerClient: r.int('NEWSLETTER_LIMIT_PER_CLIENT', 100, 1, 1_000_000),
    signupLimitPerAddress: r.int('SIGNUP_LIMIT_PER_ADDRESS', 5, 1, 1_000_000),
    signupLimitPerClient: r.int('SIGNUP_LIMIT_PER_CLIENT', 50, 1, 1_000_000),
    signupMode: r.oneOf(
      'SIGNUP_MODE',
      ['open', 'allowlist'] as const,
      appEnv === 'production' ? 'allowlist' : 'open',
    ),
    signupAllowlist,
    adminEmails,
    smtpUrl: r.url('SMTP_URL', ['smtp:', 'smtps:']),
    smtpTimeoutMs: r.int('SMTP_TIMEOUT_MS', 10_000, 100, 120_000),
    mailSendWaitMs: r.int('MAIL_SEND_WAIT_MS', 3000, 0, 60_000),
    // Test suites drive the retry pass themselves, one call at a time.
    mailRetryIntervalMs: r.int(
      'MAIL_RETRY_INTERVAL_MS',
      appEnv === 'test' ? 0 : 30_000,
      0,
      24 * 3600 * 1000,
    ),
    mailFrom: r.string('MAIL_FROM', 'Lyceum <hello@lyceum.local>'),
    contactTo,
    outboxDir: path.resolve(r.string('OUTBOX_DIR', path.join(dataDir, 'outbox'))),
    publicSiteUrl: r.url('PUBLIC_SITE_URL', ['http:', 'https:']) ?? 'http://localhost:3000',
    apiPublicUrl: '',
    llm: {
      baseUrl: r.url('LLM_BASE_URL', ['http:', 'https:']),
      model: r.string('LLM_MODEL', 'gpt-4o-mini'),
      apiKey: r.optional('LLM_API_KEY'),
      timeoutMs: r.int('LLM_TIMEOUT_MS', 30_000, 100, 600_000),
    },
    embeddings: {
      // An endpoint given is the one used; otherwise the embedded model, except in test suites,
      // which choose their embedder.
      provider: r.oneOf(
        'EMBEDDINGS_PROVIDER',
        EMBEDDING_PROVIDERS,
        embeddingsUrl ? 'openai' : appEnv === 'test' ? 'none' : 'use-lite-en',
      ),
      baseUrl: embeddingsUrl,
      model: r.string('EMBEDDINGS_MODEL', 'text-embedding-3-small'),
      apiKey: r.optional('EMBEDDINGS_API_KEY'),
      timeoutMs: r.int('EMBEDDINGS_TIMEOUT_MS', 10_000, 100, 600_000),
    },
    quotas: {
      flashcards: r.int('QUOTA_FLASHCARDS', 100_000, 1, 10_000_000),
      tags: r.int('QUOTA_TAGS', 10_000, 1, 1_000_000),
      learningSessions: r.int('QUOTA_LEARNING_SESSIONS', 100_000, 1, 10_000_000),
    },
    checkpoints: {
      uploadDir: path.resolve(r.string('CHECKPOINT_UPLOAD_DIR', path.join(dataDir, 'uploads'))),
      maxSnapshotBytes: r.int(
        'CHECKPOINT_MAX_SNAPSHOT_BYTES',
        CHECKPOINT_SNAPSHOT_MAX_BYTES,
        1024,
        Number.MAX_SAFE_INTEGER,
      ),
      maxDecompressedBytes: r.int(
        'CHECKPOINT_MAX_DECOMPRESSED_BYTES',
        CHECKPOINT_DECOMPRESSED_MAX_BYTES,
        1024,
        Number.MAX_SAFE_INTEGER,
      ),
      maxMetadataBytes: CHECKPOINT_METADATA_MAX_BYTES,
    },
  };
  if (config.embeddings.provider === 'openai' && !embeddingsUrl) {
    r.problems.push('EMBEDDINGS_PROVIDER=openai needs EMBEDDINGS_BASE_URL');
  }

  config.apiPublicUrl =
    r.url('API_PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${config.port}`;
  if (r.problems.length > 0) throw new ConfigError(r.problems);
  config.jwtSecret =
    jwtSecret ??
    (appEnv === 'test' ? randomBytes(48).toString('base64url') : developmentSecret(dataDir));
  return config;
}

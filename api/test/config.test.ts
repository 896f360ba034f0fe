import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS_FILE, ConfigError, JWT_SECRET_MIN_BITS, loadConfig, secretBits } from '../src/config';

describe('configuration', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({ APP_ENV: 'test' });
    expect(config).toMatchObject({
      port: 8000,
      signupMode: 'open',
      databaseUrl: null,
      redisUrl: null,
    });
    expect(config.corsOrigins).toContain('http://localhost:3000');
  });

  it("takes its default port and CORS origins from the repository's apps.json", () => {
    expect(APPS_FILE).toBe(path.resolve(__dirname, '../../apps.json'));
    const apps = JSON.parse(readFileSync(APPS_FILE, 'utf8')) as {
      api: { port: number };
      host: { port: number };
      remotes: Record<string, { port: number }>;
    };
    const config = loadConfig({ APP_ENV: 'test' });
    expect(config.port).toBe(apps.api.port);
    const ports = [apps.host.port, ...Object.values(apps.remotes).map((remote) => remote.port)];
    expect(config.corsOrigins).toEqual(
      ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]),
    );
    expect(loadConfig({ APP_ENV: 'test', CORS_ORIGINS: 'https://a.example' }).corsOrigins).toEqual([
      'https://a.example',
    ]);
  });

  it('stops with the list of everything that is wrong', () => {
    const load = () =>
      loadConfig({
        APP_ENV: 'production',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db',
        REDIS_URL: 'not a url',
        SIGNUP_MODE: 'sometimes',
        CORS_ORIGINS: '*',
        ADMIN_EMAILS: 'root',
      });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const { problems, message } = error as ConfigError;
      expect(problems).toEqual(
        [
          'PORT must be an integer from 0 to 65535 (got "eighty")',
          'DATABASE_URL must use postgres: or postgresql: (got "mysql:")',
          'REDIS_URL is not a valid URL',
          'SIGNUP_MODE must be one of open, allowlist (got "sometimes")',
          'ADMIN_EMAILS has an invalid address "root"',
          'CORS_ORIGINS must list origins; "*" is not allowed',
          'JWT_SECRET is required when APP_ENV=production',
        ].sort((a, b) => problems.indexOf(a) - problems.indexOf(b)),
      );
      expect(message).toMatch(/^Invalid configuration:\n {2}- /);
    }
  });

  const SECRET = 'q3Vb8-Zk2pLr_X7mWc4nTy9hJd6sFa1eGu5oRi0vNlKw';

  it('defaults sign-up to the allowlist in production', () => {
    const config = loadConfig({ APP_ENV: 'production', JWT_SECRET: SECRET });
    expect(config.signupMode).toBe('allowlist');
  });

  it.each([
    's'.repeat(40),
    'abcdabcdabcdabcdabcdabcdabcdabcdabcd',
    '0123456789012345678901234567890123',
    'abcdefghijklmnopqrstuvwxyz012345',
    'zyxwvutsrqponmlkjihgfedcba9876543210ZYXWVUTSRQPONMLKJIHGFEDCBA',
    'aaaaaaaabbbbbbbbccccccccddddddddeeeeeeeeffffffffgggggggghhhhhhhh',
  ])('refuses the low-entropy JWT secret %s', (secret) => {
    expect(() => loadConfig({ APP_ENV: 'production', JWT_SECRET: secret })).toThrow(
      /JWT_SECRET is too predictable/,
    );
  });

  it('accepts a random JWT secret', () => {
    expect(loadConfig({ APP_ENV: 'production', JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('accepts what the documented command makes, every time', () => {
    // `openssl rand -base64 48`, and the 32 random bytes in hex a reader might use instead.
    for (let i = 0; i < 200; i += 1) {
      for (const secret of [randomBytes(48).toString('base64'), randomBytes(32).toString('hex')]) {
        expect(secretBits(secret)).toBeGreaterThanOrEqual(JWT_SECRET_MIN_BITS);
      }
    }
  });

  it('limits newsletter subscriptions per address and per client, per hour', () => {
    expect(loadConfig({ APP_ENV: 'test' })).toMatchObject({
      newsletterLimitPerAddress: 5,
      newsletterLimitPerClient: 100,
    });
    expect(
      loadConfig({
        APP_ENV: 'test',
        NEWSLETTER_LIMIT_PER_ADDRESS: '3',
        NEWSLETTER_LIMIT_PER_CLIENT: '500',
      }),
    ).toMatchObject({ newsletterLimitPerAddress: 3, newsletterLimitPerClient: 500 });
    expect(() =>
      loadConfig({
        APP_ENV: 'test',
        NEWSLETTER_LIMIT_PER_ADDRESS: '0',
        NEWSLETTER_LIMIT_PER_CLIENT: 'many',
      }),
    ).toThrow(
      new ConfigError([
        'NEWSLETTER_LIMIT_PER_ADDRESS must be an integer from 1 to 1000000 (got "0")',
        'NEWSLETTER_LIMIT_PER_CLIENT must be an integer from 1 to 1000000 (got "many")',
      ]),
    );
  });

  it('trusts only the proxies listed by address or CIDR', () => {
    expect(loadConfig({ APP_ENV: 'test' }).trustProxy).toBe(false);
    expect(
      loadConfig({ APP_ENV: 'test', TRUST_PROXY: '172.28.0.10, 10.0.0.0/8, ::1, loopback' })
        .trustProxy,
    ).toEqual(['172.28.0.10', '10.0.0.0/8', '::1', 'loopback']);
    for (const value of ['1', 'true', '2', '10.0.0.0/33', 'proxy.internal']) {
      expect(() => loadConfig({ APP_ENV: 'test', TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must list/,
      );
    }
  });
});

describe('.env.example', () => {
  it('documents every variable the configuration reads', () => {
    const source = readFileSync(`${__dirname}/../src/config.ts`, 'utf8');
    const example = readFileSync(`${__dirname}/../../.env.example`, 'utf8');
    const read = [...source.matchAll(/r\.\w+\(\s*'([A-Z_]+)'/g)].map((match) => match[1]);
    expect(read.length).toBeGreaterThan(20);
    const documented = new Set([...example.matchAll(/^#? ?([A-Z_]+)=/gm)].map((match) => match[1]));
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });
});

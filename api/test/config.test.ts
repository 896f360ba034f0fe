import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig } from '../src/config';

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

  it('defaults sign-up to the allowlist in production', () => {
    const config = loadConfig({ APP_ENV: 'production', JWT_SECRET: 's'.repeat(40) });
    expect(config.signupMode).toBe('allowlist');
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

/** API tests run against a real database: PGlite, or the PostgreSQL server in DATABASE_URL. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(ts|js|mjs)$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2023' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // typebox and the contracts package are ESM-only; everything else is CommonJS already.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/typebox@|typebox/))'],
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/global-setup.ts',
};

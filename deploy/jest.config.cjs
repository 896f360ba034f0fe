/**
 * The deployment tests: the files that ship Lyceum, read and run for real (docker-compose, nginx,
 * the web image's renderer).
 */
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
  // typebox, which the contracts package uses, is ESM-only.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/typebox@|typebox/))'],
  testTimeout: 30000,
};

// One jest setup for every browser package: SWC for TSX, jsdom, ESM-only packages transformed,
// CSS stubbed. Tools are resolved from here so apps need only `jest` itself.
const path = require('node:path');

module.exports = function jestPreset(rootDir) {
  return {
    rootDir,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|marked)(/|@))'],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    setupFiles: [path.join(__dirname, 'jest-setup.cjs')],
  };
};

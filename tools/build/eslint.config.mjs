import base from '../../eslint.config.mjs';

// This package is CommonJS tooling (webpack and jest presets, the apps.json reader) that Node
// loads with require().
export default [
  ...base,
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
];

import base from '../../eslint.config.mjs';

// build/ holds CommonJS tooling (webpack and jest presets) loaded by Node with require().
export default [
  ...base,
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
];

// One type-checked lint configuration for every package; CI allows zero warnings.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONT_END_FILES = ['host', 'remote-*', 'shared/ui', 'shared/platform'].map(
  (dir) => `${dir}/**/*.{ts,tsx}`,
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/*.config.*',
      '**/.data/**',
      '**/.pub-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The Rules of Hooks, and every value an effect, memo or callback reads listed in its
    // dependencies. The preset's React Compiler rules run too (the compiler itself is not used),
    // save three whose findings are patterns this code uses on purpose: a latest-value ref
    // assigned during render (refs), an effect that resets local state when a prop changes
    // (set-state-in-effect), and a provider component taken at render time from a module loaded
    // once (static-components). Moving those to the compiler's patterns is a rewrite, not a fix.
    files: FRONT_END_FILES,
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/static-components': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
);

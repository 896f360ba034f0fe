// One type-checked lint configuration for every package; CI allows zero warnings.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import apps from './apps.json' with { type: 'json' };

const remotes = Object.values(apps.remotes);
const FRONT_END_FILES = [apps.host.folder, ...remotes.map((remote) => remote.folder)]
  .concat('shared/ui', 'shared/platform')
  .map((dir) => `${dir}/**/*.{ts,tsx}`);

/**
 * Which app each package may not import, and why. Remotes meet only through the host and the
 * shared packages; the host loads each remote at run time through Module Federation, never from
 * its source; shared packages are used by the apps, never the other way round.
 */
const BOUNDARIES = [
  ...remotes.map((remote) => ({
    folder: remote.folder,
    apps: [apps.host, apps.api, ...remotes.filter((other) => other !== remote)],
    message: 'A remote imports neither another remote nor another app: share code through shared/.',
  })),
  {
    folder: apps.host.folder,
    apps: [apps.api, ...remotes],
    message:
      'The host loads remotes at run time through federation; it never imports their source.',
  },
  {
    folder: 'shared',
    apps: [apps.host, apps.api, ...remotes],
    message: 'A shared package never imports an app (the host, a remote or the API).',
  },
];

/**
 * Every remote is laid out by feature (src/features/<x>/), and dependencies flow one way: the
 * area's entry files (area, bootstrap, index) compose the features, and a feature imports neither
 * them nor another feature's internals. What one feature offers the others is its index.ts and
 * its api/ calls.
 */
const FEATURE_REMOTES = remotes.map((remote) => remote.folder);
const featureZones = FEATURE_REMOTES.flatMap((folder) => {
  const features = `${folder}/src/features`;
  const absolute = `${import.meta.dirname}/${features}`;
  return [
    {
      target: `./${features}`,
      from: ['area.ts', 'bootstrap.ts', 'index.ts'].map((entry) => `./${folder}/src/${entry}`),
      message: "A feature never imports the area's entry files: the area composes the features.",
    },
    ...readdirSync(absolute).map((feature) => ({
      target: `./${features}/${feature}`,
      from: [`${absolute}/*/**`],
      except: [`${absolute}/${feature}/**`, `${absolute}/*/index.ts`, `${absolute}/*/api/**`],
      message: "A feature takes another feature's index.ts or api/ calls, never its internals.",
    })),
  ];
});

/**
 * A path import is judged by the file it resolves to (import-x/no-restricted-paths, which
 * applies each zone to the files under its target). An app's package name does not resolve
 * from a package that does not depend on it, so names are refused by no-restricted-imports.
 */
const boundaryRules = [
  {
    files: BOUNDARIES.map(({ folder }) => `${folder}/**/*.{ts,tsx,js,mjs,cjs}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...BOUNDARIES.map(({ folder, apps: forbidden, message }) => ({
              target: `./${folder}`,
              from: forbidden.map((app) => `./${app.folder}`),
              message,
            })),
            ...featureZones,
          ],
        },
      ],
    },
  },
  ...BOUNDARIES.map(({ folder, apps: forbidden, message }) => ({
    files: [`${folder}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(${forbidden.map((app) => app.package).join('|')})(/|$)`, message },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
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
  ...boundaryRules,
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
);

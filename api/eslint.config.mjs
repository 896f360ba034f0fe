import base from '../eslint.config.mjs';

// A domain module reaches another only through that module's public entry, `<name>-service.ts`
// (or `<name>-types.ts`): never its repository, its routes or any other file of its own. Files of
// a module's sub-folder reach their own module through `../`, the others through `../../`.
const internalsOf = (up) => String.raw`^${up}(?!\.\.?/)([^/]+)/(?!\1-(service|types)$)`;
const boundary = (up) => [
  'error',
  {
    patterns: [
      {
        regex: internalsOf(up),
        message:
          "Reach another module through its public entry (its '<name>-service' or '<name>-types'), never its repository or other files.",
      },
    ],
  },
];

export default [
  ...base,
  {
    files: ['src/modules/*/*.ts'],
    rules: { 'no-restricted-imports': boundary(String.raw`\.\./`) },
  },
  {
    files: ['src/modules/*/*/*.ts'],
    rules: { 'no-restricted-imports': boundary(String.raw`\.\./\.\./`) },
  },
];

const assert = require('node:assert/strict');
const { createRequire } = require('node:module');
const path = require('node:path');
const { test } = require('node:test');
const { ROOT } = require('../apps.cjs');

// The API's lint configuration (api/eslint.config.mjs), run as `pnpm -C api run lint` runs it, on
// probe texts that are never written to disk. Each is linted in place of an existing file of that
// folder (type-checked lint only knows the files its tsconfig finds on disk); the file is not
// touched.
const apiDir = path.join(ROOT, 'api');
const { ESLint } = createRequire(path.join(apiDir, 'package.json'))('eslint');
const eslint = new ESLint({ cwd: apiDir });
/** A file of a module's folder, and one of a module's sub-folder. */
const CHAT_FILE = 'src/modules/chat/chat-sources.ts';
const CHALLENGE_FILE = 'src/modules/flashcards/challenge/answer-diff.ts';

/** The boundary refusals ESLint reports for `code` as the file `file` of api/. */
async function refusals(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(apiDir, file) });
  assert.deepEqual(
    result.messages.filter((message) => message.fatal),
    [],
    'the probe parses',
  );
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

test("a module reaching into another module's repository is refused", async () => {
  const found = await refusals(
    CHAT_FILE,
    "import { createVectorDbRepository } from '../vector-db/vector-db-repository';\n" +
      'export const probe = createVectorDbRepository;\n',
  );
  assert.equal(found.length, 1);
  assert.match(found[0], /'\.\.\/vector-db\/vector-db-repository'/);
  assert.match(found[0], /public entry/);
});

test("another module's internal files are refused too, types included, at any depth", async () => {
  const cases = [
    [CHAT_FILE, "import type { Embedder } from '../vector-db/embeddings';"],
    [CHAT_FILE, "export { review } from '../flashcards/memory';"],
    [CHALLENGE_FILE, "import type { UserRow } from '../../users/users-repository';"],
  ];
  for (const [file, line] of cases) {
    const found = await refusals(file, `${line}\nexport type Probe = number;\n`);
    assert.equal(found.length, 1, line);
  }
});

test("a module may use another's service and types, and its own files", async () => {
  const found = await refusals(
    CHAT_FILE,
    [
      "import type { AppDeps } from '../deps';",
      "import { createVectorDbReader } from '../vector-db/vector-db-service';",
      "import type { UserRow } from '../users/users-types';",
      "import { createChatMemory } from './chat-memory';",
      "import { apiError } from '../../lib/http-errors';",
      'export const probe = [createVectorDbReader, createChatMemory, apiError];',
      'export type Probe = [AppDeps, UserRow];',
      '',
    ].join('\n'),
  );
  assert.deepEqual(found, []);
  const nested = await refusals(
    CHALLENGE_FILE,
    "import { createFlashcardsRepository } from '../flashcards-repository';\n" +
      'export const probe = createFlashcardsRepository;\n',
  );
  assert.deepEqual(nested, []);
});

// The root lint configuration refuses each import boundary and each React hooks rule, and lets
// the imports the architecture allows through. Every case lints code as if it were a real file of
// a real package, so the type-checked configuration and the package's own paths apply.
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { ESLint } = require('eslint');
const { ROOT, frontEnds } = require('../apps.cjs');

const eslint = new ESLint({ cwd: ROOT });

/** The rules that report on `code` linted as the file at `file` (relative to the repository). */
async function reports(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

async function assertRefused(file, code, ruleId) {
  const found = await reports(file, code);
  assert.ok(
    found.some((report) => report.ruleId === ruleId),
    `${file}: expected ${ruleId}, got ${JSON.stringify(found)}`,
  );
}

async function assertAllowed(file, code) {
  assert.deepEqual(await reports(file, code), [], file);
}

const PATHS = 'import-x/no-restricted-paths';
const NAMES = 'no-restricted-imports';
const ACADEMY = 'remote-academy/src/lib/format.ts';
const CHALLENGE = 'remote-academy/src/features/challenge/challenge-page.tsx';
const SHARED = 'shared/platform/src/index.ts';
const HOST = 'host/src/bootstrap.tsx';

test('a remote never imports another remote, by path or by package name', async () => {
  await assertRefused(ACADEMY, "export { area } from '../../../remote-chat/src/area';\n", PATHS);
  await assertRefused(ACADEMY, "export { area } from '@lyceum/remote-chat/src/area';\n", NAMES);
  await assertAllowed(ACADEMY, "export { apiClient } from '@lyceum/platform';\n");
});

test('a shared package never imports an app, by path or by package name', async () => {
  await assertRefused(SHARED, "export { area } from '../../../remote-chat/src/area';\n", PATHS);
  await assertRefused(SHARED, "export * from '../../../host/src/app/app';\n", PATHS);
  await assertRefused(SHARED, "export * from '@lyceum/host';\n", NAMES);
  await assertRefused(SHARED, "export * from '@lyceum/api';\n", NAMES);
  await assertAllowed('shared/ui/src/index.ts', "export { apiClient } from '@lyceum/platform';\n");
});

test("the host never imports a remote's source", async () => {
  await assertRefused(HOST, "export { area } from '../../remote-academy/src/area';\n", PATHS);
  await assertRefused(HOST, "export { area } from '@lyceum/remote-academy/src/area';\n", NAMES);
  await assertAllowed(HOST, "export { apiClient } from '@lyceum/platform';\n");
});

test("a feature takes another feature's index or api calls, never its internals", async () => {
  await assertRefused(
    CHALLENGE,
    "export { EditDialog } from '../library/components/edit-dialog';\n",
    PATHS,
  );
  await assertRefused(CHALLENGE, "export { area } from '../../area';\n", PATHS);
  await assertAllowed(CHALLENGE, "export { EditDialog } from '../library';\n");
  await assertAllowed(CHALLENGE, "export { useTags } from '../library/api/get-tags';\n");
  await assertAllowed(CHALLENGE, "export { currentCard } from './challenge-queue';\n");
});

test("the back office's page takes the other features' views from their index", async () => {
  const page = 'remote-backoffice/src/features/dashboard/back-office-page.tsx';
  await assertRefused(
    page,
    "export { PersonaManagementView } from '../personas/persona-management-view';\n",
    PATHS,
  );
  await assertRefused(
    page,
    "export { useKeyCheck } from '../personas/hooks/use-key-check';\n",
    PATHS,
  );
  await assertAllowed(page, "export { PersonaManagementView } from '../personas';\n");
  await assertAllowed(page, "export { usePersonas } from '../personas/api/get-personas';\n");
});

test('the Rules of Hooks and exhaustive dependencies are errors on a front-end file', async () => {
  const file = 'host/src/app/app.tsx';
  await assertRefused(
    file,
    `import { useState } from 'react';
export function Counter({ shown }: { shown: boolean }) {
  if (!shown) return null;
  const [count] = useState(0);
  return <p>{count}</p>;
}
`,
    'react-hooks/rules-of-hooks',
  );
  await assertRefused(
    file,
    `import { useEffect } from 'react';
export function Title({ text }: { text: string }) {
  useEffect(() => {
    document.title = text;
  }, []);
  return null;
}
`,
    'react-hooks/exhaustive-deps',
  );
  await assertAllowed(
    file,
    `import { useEffect } from 'react';
export function Title({ text }: { text: string }) {
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
`,
  );
});

test('every front-end lints its TypeScript with both hooks rules as errors', async () => {
  const folders = [...frontEnds().map(({ folder }) => folder), 'shared/ui', 'shared/platform'];
  for (const folder of folders) {
    for (const file of ['src/index.ts', 'src/x.tsx']) {
      const config = await eslint.calculateConfigForFile(path.join(ROOT, folder, file));
      for (const rule of ['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps']) {
        assert.equal(config.rules[rule]?.[0], 2, `${folder}/${file}: ${rule}`);
      }
    }
  }
});

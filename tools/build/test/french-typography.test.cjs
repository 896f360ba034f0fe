const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const { ROOT } = require('../apps.cjs');
const { frenchTypographyProblems, stringsOf } = require('../french-typography.cjs');

const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results']);

const isFrenchLocale = (file) =>
  file.endsWith('.fr.json') ||
  (file.endsWith('.json') && file.includes(`${path.sep}locales${path.sep}fr${path.sep}`));

/** Every French locale file of the repository: `…/locales/fr/*.json` and `*.fr.json`. */
function frenchLocaleFiles(dir = ROOT, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) frenchLocaleFiles(full, found);
    else if (isFrenchLocale(full)) found.push(full);
  }
  return found;
}

test('the rule: a no-break space before : ; ! ? » and after «', () => {
  assert.deepEqual(frenchTypographyProblems('Bonjour\u202F: voici «\u00A0ceci\u00A0»\u202F!'), []);
  assert.equal(frenchTypographyProblems('Bonjour : voici « ceci » !').length, 4);
  assert.equal(frenchTypographyProblems('Vraiment?').length, 1);
  assert.equal(frenchTypographyProblems('{{count}}: cartes').length, 1);
  assert.deepEqual(frenchTypographyProblems('https://lyceum.example/fr?x=1 à 10:30'), []);
});

test('every French locale string follows French typography', () => {
  const files = frenchLocaleFiles();
  assert.ok(files.length >= 10, `only ${files.length} French locale files found`);
  const problems = files.flatMap((file) =>
    stringsOf(JSON.parse(fs.readFileSync(file, 'utf8'))).flatMap(([key, text]) =>
      frenchTypographyProblems(text).map(
        (where) => `${path.relative(ROOT, file)} ${key}: …${where}…`,
      ),
    ),
  );
  assert.deepEqual(problems, []);
});

// Test support: files of the repository, read through the jest runtime (this package has no
// Node types of its own).

const fs = jest.requireActual<{
  readFileSync(path: string, encoding: 'utf8'): string;
  readdirSync(path: string, options: { recursive: true }): string[];
}>('node:fs');
const pathModule = jest.requireActual<{ join(...parts: string[]): string }>('node:path');

declare const __dirname: string;

/** An absolute path from the repository's root (`host/public/index.html`). */
export const repoPath = (...parts: string[]): string =>
  pathModule.join(__dirname, '../../..', ...parts);

export const readText = (path: string): string => fs.readFileSync(path, 'utf8');

/** Every file under `folder` (absolute paths), sorted. */
export const filesUnder = (folder: string): string[] =>
  fs
    .readdirSync(folder, { recursive: true })
    .sort()
    .map((file) => pathModule.join(folder, file));

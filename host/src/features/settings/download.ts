/**
 * The file name a `Content-Disposition` header gives: the UTF-8 `filename*` first, else
 * `filename` (quoted or not). Any folder part is dropped; null when there is none.
 */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      const name = baseName(decodeURIComponent(extended[1].trim()));
      if (name) return name;
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return baseName(quoted[1].replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare?.[1] ? baseName(bare[1]) : null;
}

function baseName(name: string): string | null {
  return name.split(/[/\\]/).pop()?.trim() || null;
}

/** How long the file's address stays valid: long enough for a slow browser to start saving. */
const REVOKE_AFTER_MS = 30_000;

/** Has the browser save `file` as `name`, as a link with `download` would. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

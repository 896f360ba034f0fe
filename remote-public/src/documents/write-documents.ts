// The entry of the Node bundle the build makes beside the browser build: scripts/write-documents.mjs
// runs it and writes what it answers into dist/documents.json.
import '../locales';
import { renderDocuments } from './render-documents';

/** Every public page in each of its languages, as the text of `documents.json`. */
export async function documentsFile(): Promise<{ text: string; count: number }> {
  const documents = await renderDocuments();
  return { text: `${JSON.stringify({ version: 1, documents })}\n`, count: documents.length };
}

// The entry of the Node bundle the build makes beside the browser build: scripts/write-documents.mjs
// runs it and writes what it answers, with the stylesheets it ran, into dist.
import '../locales';
import { renderDocuments } from './render-documents';

export { renderDocuments };

// The entry of the Node bundle the build makes beside the browser build: scripts/write-frames.mjs
// runs it and writes what it answers into dist/frames.json.
import { parseRuntimeConfig } from '@lyceum/platform';
import type { DocumentFrames } from '@lyceum/contracts/constants';
import { registerHostResources } from '../locales';
import { renderFrames } from './render-frames';

/** The frames of the public pages, as the text of `frames.json`. */
export async function framesFile(
  runtimeConfig: unknown,
  siteUrl: string,
): Promise<{ text: string; count: number }> {
  registerHostResources();
  const frames = await renderFrames(parseRuntimeConfig(runtimeConfig));
  const file: DocumentFrames = { version: 1, siteUrl, frames };
  return { text: `${JSON.stringify(file)}\n`, count: frames.length };
}

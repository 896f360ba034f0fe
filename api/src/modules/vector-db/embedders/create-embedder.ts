import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Embedder } from '../embeddings';
import { createOpenAiEmbedder } from './openai-embedder';
import { createUseLiteEmbedder } from './use-lite-embedder';

/** The configured embedder, or null when there is none and retrieval is by words only. */
export function createEmbedder(
  config: Config['embeddings'],
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Embedder | null {
  switch (config.provider) {
    case 'none':
      return null;
    case 'use-lite-en':
      return createUseLiteEmbedder(log ? { log } : {});
    case 'openai':
      if (!config.baseUrl) throw new Error('EMBEDDINGS_PROVIDER=openai needs EMBEDDINGS_BASE_URL');
      return createOpenAiEmbedder({
        baseUrl: config.baseUrl,
        model: config.model,
        apiKey: config.apiKey,
        timeoutMs: config.timeoutMs,
      });
  }
}

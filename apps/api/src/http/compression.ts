import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers and other compressible bodies of at least the threshold, brotli or gzip
 * as the client's Accept-Encoding prefers (brotli at quality 4, the plugin's default: 11 costs
 * far more CPU per answer for little gain), with `Vary: Accept-Encoding`. Streams (export and
 * document downloads) are compressed as they flow. A body that already has a Content-Encoding,
 * the console's files precompressed at build, is left alone. Register before any route.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}

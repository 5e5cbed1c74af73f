import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A built file also as `.br` (brotli, best) and `.gz` (gzip -9) beside it: the BFF sends the one
 * the browser accepts (@fastify/static `preCompressed`) instead of compressing on the fly.
 */
export function writeCompressed(path: string, body: Buffer) {
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
}

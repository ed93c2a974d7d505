import type { IncomingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { pickEncoding, type Encoding } from '../pages/static-files.ts';

/**
 * Answers of the service pass the browser compressed when it asks for it: a block of 500 crawled pages is about
 * 0.8 MB of JSON and a tenth of that in brotli. The upstream hop stays as it is (no Accept-Encoding is sent up).
 * Fast settings: brotli quality 4 (close to gzip 9's size at gzip 5's speed), gzip level 5; nothing under 1 KiB.
 */
export const MIN_COMPRESS_BYTES = 1024;
const TEXTUAL = /^(application\/(.+\+)?json|text\/|application\/(xml|javascript|csv))/i;

/** The encoding for this answer, or undefined to send it as it is. */
export function answerEncoding(
  acceptEncoding: string | string[] | undefined,
  status: number,
  up: IncomingHttpHeaders | Record<string, string | string[] | undefined>,
): Encoding | undefined {
  if (status === 204 || status === 304 || up['content-encoding']) return undefined;
  const type = up['content-type'];
  if (typeof type !== 'string' || !TEXTUAL.test(type)) return undefined;
  const length = Number(up['content-length']);
  if (Number.isFinite(length) && length < MIN_COMPRESS_BYTES) return undefined;
  return pickEncoding(Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding);
}

/** A streaming compressor for a forwarded answer. */
export function compressor(encoding: Encoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 5 });
}

/** A whole answer compressed at once (the metered path reads answers whole). */
export function compressBody(encoding: Encoding, body: Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(body, { level: 5 });
}

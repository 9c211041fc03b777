/** Request bodies: read to their end and counted; kept only where the route takes a JSON body. */
import type { IncomingMessage } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

export type Body = { tooLarge: true } | { tooLarge: false; bytes: Buffer };

const EMPTY: Body = { tooLarge: false, bytes: Buffer.alloc(0) };

/**
 * Reads the body to its end, then reports whether it stayed within MAX_BODY_BYTES (and, when `keep`, its bytes).
 * Reading it all, rather than closing on the client mid-upload, lets the client read the answer and keep the
 * connection.
 */
export function readBody(req: IncomingMessage, keep: boolean, done: (body: Body) => void): void {
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return done(EMPTY);
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (keep && size <= MAX_BODY_BYTES) chunks.push(chunk);
  });
  req.on('end', () => done(size > MAX_BODY_BYTES ? { tooLarge: true } : { tooLarge: false, bytes: Buffer.concat(chunks) }));
}

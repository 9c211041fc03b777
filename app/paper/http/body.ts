/** Request bodies: form endpoints take none, but whatever is sent is read to its end and counted. */
import type { IncomingMessage } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads the body to its end, discarding it, then reports whether it stayed within MAX_BODY_BYTES. Reading it
 * all, rather than closing on the client mid-upload, lets the client read the answer and keep the connection.
 */
export function drainBody(req: IncomingMessage, done: (withinLimit: boolean) => void): void {
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return done(true);
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  req.on('end', () => done(size <= MAX_BODY_BYTES));
}

/**
 * Request bodies: counted, and kept only where the route takes a JSON body, within a budget shared by all
 * connections. A body that cannot be taken is refused as soon as that is known, without reading the rest.
 */
import type { IncomingMessage } from 'node:http';
import type { BodyBudget } from './limits';

export const MAX_BODY_BYTES = 1024 * 1024;

/** 413: over MAX_BODY_BYTES. 503: the budget of bodies in memory is spent. */
export type Body = { refused: 413 | 503 } | { refused: null; bytes: Buffer };

const NO_BYTES = Buffer.alloc(0);
const EMPTY: Body = { refused: null, bytes: NO_BYTES };

/**
 * Reads the body and calls `done` once: with its bytes (when `keep`; empty otherwise) at its end, or with a
 * refusal at the first byte too many. A declared length over MAX_BODY_BYTES is refused before anything is read.
 */
export function readBody(req: IncomingMessage, keep: boolean, budget: BodyBudget, done: (body: Body) => void): void {
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return done(EMPTY);
  if (Number(length) > MAX_BODY_BYTES) return done({ refused: 413 });
  const chunks: Buffer[] = [];
  let size = 0;
  let held = 0;
  let finished = false;
  const finish = (body: Body): void => {
    if (finished) return;
    finished = true;
    budget.give(held);
    held = 0;
    chunks.length = 0;
    req.off('data', onData);
    done(body);
  };
  const onData = (chunk: Buffer): void => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return finish({ refused: 413 });
    if (!keep) return;
    if (!budget.take(chunk.length)) return finish({ refused: 503 });
    held += chunk.length;
    chunks.push(chunk);
  };
  req.on('data', onData);
  req.on('end', () => finish({ refused: null, bytes: keep ? Buffer.concat(chunks) : NO_BYTES }));
  // A client gone mid-body gets no answer, but what it held goes back to the budget.
  req.on('close', () => {
    if (finished) return;
    finished = true;
    budget.give(held);
  });
}

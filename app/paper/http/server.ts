/**
 * The paper exchange over HTTP (node:http, no framework): routing, body limit, authentication, and the envelope
 * around whatever the engine answers. Any input gets an answer; nothing thrown takes the server down.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Code } from '../../../shared/exchange/enums';
import type { PaperEngine } from '../engine';
import { outsideWindow, TIMESTAMP_WINDOW_MS, type KeyRing } from './auth';
import { drainBody, MAX_BODY_BYTES } from './body';
import { failure, success, type Envelope } from './envelope';
import { integer, Params, Rejected } from './params';
import { parseQuery } from './query';
import { routeTable, type Route } from './routes';
import { formStringToSign } from './signing';

export interface ServerOptions {
  engine: PaperEngine;
  keys: KeyRing;
  now: () => number;
  /** Hears what made a request fail with 500. */
  onError: (error: unknown) => void;
}

export function createPaperServer({ engine, keys, now, onError }: ServerOptions): Server {
  const routes = routeTable(engine);

  const answer = (route: Route, req: IncomingMessage, res: ServerResponse, rawQuery: string): void => {
    const query = parseQuery(rawQuery);
    const params = new Params(query.values);
    const time = now();
    let accountId = 0;
    if (route.private) {
      const signer = keys.verify(req.headers, formStringToSign(query.raw));
      if ('failure' in signer) return unauthorized(res, signer.failure);
      if (outsideWindow(params.required('timestamp', integer), time)) {
        return unauthorized(res, `timestamp is outside the ${TIMESTAMP_WINDOW_MS} ms window of server time`);
      }
      accountId = signer.accountId;
    }
    const outcome = route.handle({ params, now: time, accountId });
    send(res, 200, outcome.ok ? success(outcome.value) : failure(outcome.code, outcome.msg));
  };

  return createServer((req, res) => {
    const url = req.url ?? '/';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const route = routes.get(`${req.method} ${path}`);
    if (route === undefined) {
      return send(res, Code.NOT_FOUND, failure(Code.NOT_FOUND, `No such path: ${req.method} ${path}`));
    }
    drainBody(req, (withinLimit) => {
      if (!withinLimit) {
        return send(res, Code.PAYLOAD_TOO_LARGE, failure(Code.PAYLOAD_TOO_LARGE, `Request body over ${MAX_BODY_BYTES} bytes`));
      }
      try {
        answer(route, req, res, mark < 0 ? '' : url.slice(mark + 1));
      } catch (error) {
        if (error instanceof Rejected) return send(res, 200, failure(error.rejection.code, error.rejection.msg));
        onError(error);
        if (!res.headersSent) send(res, 500, failure(Code.SYSTEM_ERROR, 'System error'));
      }
    });
  });
}

function send(res: ServerResponse, status: number, envelope: Envelope): void {
  const body = JSON.stringify(envelope);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function unauthorized(res: ServerResponse, reason: string): void {
  send(res, Code.AUTH_FAILED, failure(Code.AUTH_FAILED, `Authentication failed: ${reason}`));
}

/**
 * The paper exchange over HTTP (node:http, no framework): routing, body limit, authentication, and the envelope
 * around whatever a route answers. Any input gets an answer; nothing thrown takes the server down.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Code } from '../../../shared/exchange/enums';
import type { Outcome } from '../engine';
import { outsideWindow, TIMESTAMP_WINDOW_MS, verifySigner } from './auth';
import { MAX_BODY_BYTES, readBody, type Body } from './body';
import { failure, success, type Envelope } from './envelope';
import { paramsOfJson, parseJsonObject } from './json-params';
import { integer, Params, Rejected } from './params';
import { parseQuery } from './query';
import { accountRoutes } from './routes/account';
import { marketRoutes } from './routes/market';
import { orderRoutes } from './routes/orders';
import { positionRoutes } from './routes/positions';
import type { Call, Route, Venue } from './routes/route';
import { formStringToSign } from './signing';

export interface ServerOptions {
  venue: Venue;
  now: () => number;
  /** Resolves once every change so far is durable: no answer shows what a crash would undo. */
  settled: () => Promise<void>;
  /** Hears what made a request fail with 500. */
  onError: (error: unknown) => void;
}

const ROUTES = new Map<string, Route>(
  Object.entries({ ...marketRoutes, ...orderRoutes, ...positionRoutes, ...accountRoutes }),
);

export function createPaperServer({ venue, now, settled, onError }: ServerOptions): Server {
  const answer = async (route: Route, req: IncomingMessage, rawQuery: string, bytes: Buffer): Promise<Envelope> => {
    const query = parseQuery(rawQuery);
    let params = new Params(query.values);
    const time = now();
    let accountId = 0;
    // The signature covers the body's bytes as sent: a request is authenticated before its body is read.
    if (route.private) {
      const payload = route.body === 'json' ? bytes : formStringToSign(query.raw);
      const signer = verifySigner(venue.state.keys, req.headers, payload);
      if ('failure' in signer) return unauthorized(signer.failure);
      accountId = signer.accountId;
    }
    let json: Record<string, unknown> | null = null;
    if (route.body === 'json') {
      json = parseJsonObject(bytes);
      if (json === null) return failure(Code.ILLEGAL_PARAMETER, 'Illegal parameter:body');
      params = paramsOfJson(json);
    }
    if (route.private && outsideWindow(params.required('timestamp', integer), time)) {
      return unauthorized(`timestamp is outside the ${TIMESTAMP_WINDOW_MS} ms window of server time`);
    }
    const call: Call = { params, json, now: time, accountId };
    const outcome: Outcome<unknown> = await route.handle(call, venue);
    await settled();
    if (!outcome.ok) return failure(outcome.code, outcome.msg);
    const envelope = success(outcome.value);
    return route.stamped ? { ...envelope, timestamp: time } : envelope;
  };

  const respond = (route: Route, req: IncomingMessage, res: ServerResponse, rawQuery: string, body: Body): void => {
    if (body.tooLarge) {
      return send(res, Code.PAYLOAD_TOO_LARGE, failure(Code.PAYLOAD_TOO_LARGE, `Request body over ${MAX_BODY_BYTES} bytes`));
    }
    answer(route, req, rawQuery, body.bytes).then(
      (envelope) => send(res, envelope.code === Code.AUTH_FAILED ? 401 : 200, envelope),
      (error: unknown) => {
        if (error instanceof Rejected) return send(res, 200, failure(error.rejection.code, error.rejection.msg));
        onError(error);
        if (!res.headersSent) send(res, 500, failure(Code.SYSTEM_ERROR, 'System error'));
      },
    );
  };

  return createServer((req, res) => {
    const url = req.url ?? '/';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const route = ROUTES.get(`${req.method} ${path}`);
    if (route === undefined) {
      return send(res, Code.NOT_FOUND, failure(Code.NOT_FOUND, `No such path: ${req.method} ${path}`));
    }
    readBody(req, route.body === 'json', (body) => respond(route, req, res, mark < 0 ? '' : url.slice(mark + 1), body));
  });
}

function send(res: ServerResponse, status: number, envelope: Envelope): void {
  const body = JSON.stringify(envelope);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const unauthorized = (reason: string): Envelope => failure(Code.AUTH_FAILED, `Authentication failed: ${reason}`);

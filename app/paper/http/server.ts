/**
 * The paper exchange over HTTP (node:http, no framework): routing, limits, authentication, and the envelope
 * around whatever a route answers. Any input gets an answer; nothing thrown takes the server down. A private
 * request without a known key and a signature is refused from its headers, before its body is read; see limits.ts
 * for what connections and bodies may hold.
 *
 * Hot path: a read goes from request to outbox without a promise when nothing waits to be made durable; only
 * writes (and reads behind them) go through promises. Answers leave through the outbox, a batch per event-loop turn.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Code } from '../../../shared/exchange/enums';
import type { Outcome } from '../engine';
import { TIMESTAMP_WINDOW_MS } from '../../../shared/exchange/limits';
import { headerFailure, outsideWindow, verifySigner } from './auth';
import { MAX_BODY_BYTES, readBody } from './body';
import { failureJson, successJson } from './envelope';
import { paramsOfJson, parseJsonObject } from './json-params';
import { BodyBudget, capConnections, DEFAULT_LIMITS, timeoutOptions, type ServerLimits } from './limits';
import { Outbox } from './outbox';
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
  /**
   * Resolves once every change so far is durable: no answer shows what a crash would undo. Undefined when
   * everything already is, which spares a read the promise.
   */
  settled: () => Promise<void> | undefined;
  /** Hears what made a request fail with 500. */
  onError: (error: unknown) => void;
  /** DEFAULT_LIMITS where not given. */
  limits?: Partial<ServerLimits>;
}

const ROUTES = new Map<string, Route>(Object.entries({ ...marketRoutes, ...orderRoutes, ...positionRoutes, ...accountRoutes }));

export function createPaperServer({ venue, now, settled, onError, limits: given }: ServerOptions): Server {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...given };
  const budget = new BodyBudget(limits.maxBytesInFlight);
  const outbox = new Outbox(onError);
  /** `close`: the body was not read, so the connection cannot carry another request. */
  const sendFailure = (res: ServerResponse, status: number, code: number, msg: string, close = false): void =>
    outbox.send(res, status, failureJson(code, msg), close);
  const unauthorized = (res: ServerResponse, reason: string, close = false): void =>
    sendFailure(res, 401, Code.AUTH_FAILED, `Authentication failed: ${reason}`, close);
  const sendOutcome = (route: Route, res: ServerResponse, outcome: Outcome<unknown>, time: number): void => {
    if (!outcome.ok) return sendFailure(res, outcome.code === Code.AUTH_FAILED ? 401 : 200, outcome.code, outcome.msg);
    outbox.send(res, 200, successJson(outcome.value, route.stamped ? time : undefined));
  };

  /** Authenticates, runs the route and replies: in this turn for a read, once its promise settles for a write. */
  const answer = (route: Route, req: IncomingMessage, res: ServerResponse, rawQuery: string, bytes: Buffer): void | Promise<void> => {
    const query = parseQuery(rawQuery);
    const time = now();
    let accountId = 0;
    // The signature first: without a valid one, not even a JSON body is read.
    if (route.private) {
      // Clients send their parameters sorted: then the query as sent is the string to sign, with no re-sorting.
      const payload = route.body === 'json' ? bytes : query.canonical ? rawQuery : formStringToSign(query.raw);
      const signer = verifySigner(venue.state.keys, req.headers, payload);
      if ('failure' in signer) return unauthorized(res, signer.failure);
      accountId = signer.accountId;
    }
    let params = new Params(query.values);
    let json: Record<string, unknown> | null = null;
    if (route.body === 'json') {
      json = parseJsonObject(bytes);
      if (json === null) return sendFailure(res, 200, Code.ILLEGAL_PARAMETER, 'Illegal parameter:body');
      params = paramsOfJson(json);
    }
    if (route.private && outsideWindow(params.required('timestamp', integer), time)) {
      return unauthorized(res, `timestamp is outside the ${TIMESTAMP_WINDOW_MS} ms window of server time`);
    }
    const call: Call = { params, json, now: time, accountId };
    const outcome = route.handle(call, venue);
    // Only a route's promise (a write) costs a microtask hop; a read's outcome goes to the outbox at once.
    if (outcome instanceof Promise) return outcome.then((o: Outcome<unknown>) => reply(route, res, o, time));
    return reply(route, res, outcome, time);
  };

  /** Sends the outcome once everything it may show is durable. */
  const reply = (route: Route, res: ServerResponse, outcome: Outcome<unknown>, time: number): void | Promise<void> => {
    const durable = settled();
    if (durable === undefined) return sendOutcome(route, res, outcome, time);
    return durable.then(() => sendOutcome(route, res, outcome, time));
  };

  const fail = (res: ServerResponse, error: unknown): void => {
    if (error instanceof Rejected) return sendFailure(res, 200, error.rejection.code, error.rejection.msg);
    onError(error);
    if (!res.headersSent) sendFailure(res, 500, Code.SYSTEM_ERROR, 'System error');
  };

  const respond = (route: Route, req: IncomingMessage, res: ServerResponse, rawQuery: string, bytes: Buffer): void => {
    try {
      answer(route, req, res, rawQuery, bytes)?.catch((error: unknown) => fail(res, error));
    } catch (error) {
      fail(res, error);
    }
  };

  const server = createServer(timeoutOptions(limits), (req, res) => {
    const url = req.url ?? '/';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const route = ROUTES.get(`${req.method} ${path}`);
    if (route === undefined) {
      return sendFailure(res, Code.NOT_FOUND, Code.NOT_FOUND, `No such path: ${req.method} ${path}`);
    }
    const failure = route.private ? headerFailure(venue.state.keys, req.headers) : null;
    if (failure !== null) return unauthorized(res, failure, hasBody(req));
    readBody(req, route.body === 'json', budget, (body) => {
      if (body.refused === 413) {
        return sendFailure(res, 413, Code.PAYLOAD_TOO_LARGE, `Request body over ${MAX_BODY_BYTES} bytes`, true);
      }
      if (body.refused !== null) {
        return sendFailure(res, 503, Code.FREQUENT_REQUESTS, 'Frequent requests: too many request bodies at once', true);
      }
      respond(route, req, res, mark < 0 ? '' : url.slice(mark + 1), body.bytes);
    });
  });
  capConnections(server, limits);
  return server;
}

const hasBody = (req: IncomingMessage): boolean => req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

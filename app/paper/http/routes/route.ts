/** What a route is: who may call it, how its parameters come, and what it does with them. */
import type { Outcome } from '../../engine';
import type { Command } from '../../state/commands';
import type { PaperState } from '../../state/paper-state';
import type { Params } from '../params';

/** What a handler gets from one request. */
export interface Call {
  /** Query parameters, or a JSON body's top-level fields. */
  params: Params;
  /** A JSON body as parsed, for routes that take one. */
  json: Record<string, unknown> | null;
  /** Server time of the request, ms. */
  now: number;
  /** The signer's account; 0 on a public route. */
  accountId: number;
}

/** The exchange as routes see it: read the state directly, change it only through commands. */
export interface Venue {
  readonly state: PaperState;
  execute(command: Command): Promise<unknown>;
}

export interface Route {
  private: boolean;
  /** `json`: a JSON body, signed as sent; otherwise parameters in the query string. */
  body?: 'json';
  /** The envelope also carries the server time (ticker, open interest, trade config). */
  stamped?: boolean;
  handle(call: Call, venue: Venue): Outcome<unknown> | Promise<Outcome<unknown>>;
}

export type RouteTable = Record<string, Route>;

/** Every response's body: `{ error, code, msg, data, sid }`. */
import { randomBytes } from 'node:crypto';
import { Code } from '../../../shared/exchange/enums';

export interface Envelope {
  error: boolean;
  code: number;
  msg: string;
  data: unknown;
  sid: string;
  /** Server time, on the ticker, open interest and trade config answers. */
  timestamp?: number;
}

// A random prefix per process and a counter: unique ids without a system call per response.
const SID_PREFIX = randomBytes(4).toString('hex');
let sidCounter = 0;
const sid = (): string => `${SID_PREFIX}${(++sidCounter).toString(16).padStart(8, '0')}`;

export const success = (data: unknown): Envelope => ({
  error: false,
  code: Code.SUCCESS,
  msg: 'SUCCESS',
  data,
  sid: sid(),
});

export const failure = (code: number, msg: string): Envelope => ({ error: true, code, msg, data: null, sid: sid() });

const SUCCESS_FIELDS = `{"error":false,"code":${Code.SUCCESS},"msg":"SUCCESS"`;

/**
 * The JSON of a success envelope, the same bytes as `JSON.stringify` of `success(data)` (plus `timestamp` when
 * given), but written around the data's own JSON instead of building and walking a wrapper object.
 */
export function successJson(data: unknown, timestamp?: number): string {
  const dataJson = jsonOf(data);
  // JSON.stringify leaves out a property whose value has no JSON (undefined); so does this.
  const head = dataJson === undefined ? SUCCESS_FIELDS : `${SUCCESS_FIELDS},"data":${dataJson}`;
  const tail = timestamp === undefined ? '}' : `,"timestamp":${JSON.stringify(timestamp)}}`;
  return `${head},"sid":"${sid()}"${tail}`;
}

export const failureJson = (code: number, msg: string): string => JSON.stringify(failure(code, msg));

// The engine deep-freezes the answers it shares between requests (the depth of a still book), so their JSON
// can be shared too: kept per answer, it goes when the answer does.
const frozenJson = new WeakMap<object, string>();

function jsonOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return JSON.stringify(data);
  let json = frozenJson.get(data);
  if (json === undefined) {
    json = JSON.stringify(data);
    frozenJson.set(data, json);
  }
  return json;
}

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

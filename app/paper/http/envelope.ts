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

const sid = (): string => randomBytes(8).toString('hex');

export const success = (data: unknown): Envelope => ({
  error: false,
  code: Code.SUCCESS,
  msg: 'SUCCESS',
  data,
  sid: sid(),
});

export const failure = (code: number, msg: string): Envelope => ({ error: true, code, msg, data: null, sid: sid() });

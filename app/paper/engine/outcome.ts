/** What a command returns: its value, or the exchange's code and message for why nothing was done. */
import { Code } from '../../../shared/exchange/enums';

export interface Rejection {
  ok: false;
  code: number;
  msg: string;
}
export type Outcome<T> = { ok: true; value: T } | Rejection;

export const accept = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const reject = (code: number, msg: string): Rejection => ({ ok: false, code, msg });
export const illegal = (field: string): Rejection => reject(Code.ILLEGAL_PARAMETER, `Illegal parameter:${field}`);
export const required = (field: string): Rejection => reject(Code.REQUIRED_PARAMETER, `Required parameter:${field}`);

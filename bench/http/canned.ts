/** A captured response as it travels to the bare server: status, the headers that describe the body, the body. */
import type { Response } from './capture';

export interface CannedResponse {
  status: number;
  headers: Record<string, string>;
  /** Base64, to cross the IPC channel intact. */
  body: string;
}

/** Node adds Date, Connection and Keep-Alive itself on both servers; these two come from the handler. */
const BODY_HEADERS = ['content-type', 'content-length'];

export function toCanned(response: Response): CannedResponse {
  const headers: Record<string, string> = {};
  for (const name of BODY_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  return { status: response.status, headers, body: response.body.toString('base64') };
}

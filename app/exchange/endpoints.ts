/**
 * The endpoint table: every call the client can make, with its path, method, body format, whether it is signed,
 * whether it changes state, and the schema of its `data`. The client is generic over this table.
 */
import { z } from 'zod';
import { depthSchema, orderRefSchema, orderSchema, pageOf, pairSchema, wireInt } from '../../shared/exchange';

export interface Endpoint<Result extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  /** `query`: parameters in the query string, empty text/plain body. `json`: a compact JSON body. */
  body: 'query' | 'json';
  signed: boolean;
  /** A write changes state on the exchange: never retried blindly. */
  write: boolean;
  result: Result;
}

const endpoint = <Result extends z.ZodType>(e: Endpoint<Result>) => e;
const publicGet = <Result extends z.ZodType>(path: string, result: Result) =>
  endpoint({ method: 'GET', path, body: 'query', signed: false, write: false, result });
const privatePost = <Result extends z.ZodType>(path: string, result: Result, write: boolean) =>
  endpoint({ method: 'POST', path, body: 'query', signed: true, write, result });

export const endpoints = {
  serverTime: publicGet('/api/third/info/time', wireInt),
  pairs: publicGet('/api/third/info/pairs', z.array(pairSchema)),
  depth: publicGet('/api/third/info/depth', depthSchema),
  createOrder: privatePost('/api/third/hot/order/create', orderRefSchema, true),
  cancelOrder: privatePost('/api/third/order/cancelEntrust', z.boolean(), true),
  openOrders: privatePost('/api/third/order/selectContractCurrentEntrustList', pageOf(orderSchema), false),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ResultOfEndpoint<N extends EndpointName> = z.output<Endpoints[N]['result']>;

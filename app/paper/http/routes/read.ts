/** Parameter readers shared by the routes: pairs, pages, ids, times. */
import { illegal, type PairSpec, type PageQuery } from '../../engine';
import type { PaperState } from '../../state/paper-state';
import { bool, integer, Rejected, type Params } from '../params';

export const pairOf = (params: Params, state: PaperState, name = 'pairName'): PairSpec =>
  params.required(name, (symbol) => state.engine.pair(symbol) ?? null);

export const optionalPairOf = (params: Params, state: PaperState): PairSpec | undefined =>
  params.optional('pairName', (symbol) => state.engine.pair(symbol) ?? null);

export const pairById = (params: Params, state: PaperState, name: string): PairSpec =>
  params.required(name, (text) => {
    const id = integer(text);
    return state.engine.pairs.find((p) => p.id === id) ?? null;
  });

export function pageOf(params: Params): PageQuery {
  const query: PageQuery = {};
  const pageNo = params.optional('pageNo', integer);
  const pageSize = params.optional('pageSize', integer);
  if (pageNo !== undefined) query.pageNo = pageNo;
  if (pageSize !== undefined) query.pageSize = pageSize;
  return query;
}

/** Reads the named optional parameters into an object, leaving out those not sent. */
export function optionals<K extends string, T>(params: Params, names: readonly K[], parse: (t: string) => T | null) {
  const out: Partial<Record<K, T>> = {};
  for (const name of names) {
    const value = params.optional(name, parse);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

export const optionalBool = (params: Params, name: string): boolean | undefined => params.optional(name, bool);

/** Comma-separated order ids: at least one, at most `max`, each a whole number. */
export function idList(params: Params, name: string, max: number): number[] {
  const ids = params.required(name, (text) => {
    const parts = text.split(',').map((p) => integer(p.trim()));
    return parts.every((id): id is number => id !== null && id > 0) ? parts : null;
  });
  if (ids.length > max) throw new Rejected(illegal(name));
  return ids;
}

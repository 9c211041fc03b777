/** Pages (`pageNo`, `pageSize`) and cursors (`limit`) over lists, as the API pages them (docs/exchange-api.md). */
import { MAX_LIMIT, MAX_PAGE_SIZE } from '../../../shared/exchange/limits';
import { illegal, type Rejection } from './outcome';
import type { Ring } from './ring';
import { inRange } from './rules';

export interface Page<T> {
  records: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface PageQuery {
  /** From 1; default 1. */
  pageNo?: number;
  /** 1 to 100; default 10. */
  pageSize?: number;
}

const DEFAULT_PAGE_SIZE = 10;
/** Cursor lists return this many rows unless `limit` says (at most MAX_LIMIT). */
export const DEFAULT_LIMIT = 100;

export function pageRejection({ pageNo = 1, pageSize = DEFAULT_PAGE_SIZE }: PageQuery): Rejection | null {
  if (!inRange(pageNo, 1, Number.MAX_SAFE_INTEGER)) return illegal('pageNo');
  if (!inRange(pageSize, 1, MAX_PAGE_SIZE)) return illegal('pageSize');
  return null;
}

/** The page of `items` the query asks for (checked by pageRejection), each made a record. */
export function pageOf<T, R>(items: readonly T[], { pageNo = 1, pageSize = DEFAULT_PAGE_SIZE }: PageQuery, toRecord: (item: T) => R): Page<R> {
  const start = (pageNo - 1) * pageSize;
  return { records: items.slice(start, start + pageSize).map(toRecord), total: items.length, pageNo, pageSize };
}

export const limitRejection = (limit: number | undefined, max = MAX_LIMIT): Rejection | null =>
  limit === undefined || inRange(limit, 1, max) ? null : illegal('limit');

/** The ring's items that `keep` accepts, newest first. */
export function newestFirst<T>(ring: Ring<T>, keep: (item: T) => boolean): T[] {
  const out: T[] = [];
  for (let i = 0; i < ring.size; i++) {
    const item = ring.newest(i);
    if (keep(item)) out.push(item);
  }
  return out;
}

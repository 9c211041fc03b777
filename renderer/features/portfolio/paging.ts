/**
 * Paging the account's histories. Three kinds, as the endpoints allow (docs/exchange-api.md):
 * - id cursors (fills, maker earnings, daily rebates), newest first: "Older" asks `idLe` = the last id shown − 1;
 *   "Newer" asks `idGe` = the first id shown + 1, oldest first, where the endpoint takes `idGe` (fills), and
 *   otherwise goes back to the cursor it came from;
 * - page numbers (funding: `{ records, total, pageNo, pageSize }`);
 * - a growing limit (order history takes only `limit`, newest first): page k is rows (k−1)·size … k·size of the
 *   newest k·size + 1.
 * One row more than a page is asked for, to know whether there is more. No React here.
 */
import { MAX_LIMIT } from '../../../shared/exchange/limits';

export const PAGE_SIZE = 20;

/** Where a cursor page starts: the newest rows, at most `idLe`, or at least `idGe`. */
export interface Cursor {
  idLe?: number;
  idGe?: number;
}

export const NEWEST: Cursor = {};

export interface CursorQuery {
  idLe?: number;
  idGe?: number;
  limit: number;
  /** Oldest first (from idGe up). */
  ascending?: boolean;
}

export function cursorQuery(cursor: Cursor, pageSize = PAGE_SIZE): CursorQuery {
  if (cursor.idGe !== undefined) return { idGe: cursor.idGe, limit: pageSize + 1, ascending: true };
  if (cursor.idLe !== undefined) return { idLe: cursor.idLe, limit: pageSize + 1 };
  return { limit: pageSize + 1 };
}

/** Cursor paging as the screen holds it: where this page starts, and the pages walked through to reach it. */
export interface CursorNav {
  cursor: Cursor;
  /** Earlier cursors, for "Newer" where the endpoint has no idGe. */
  back: Cursor[];
}

export const FIRST_PAGE: CursorNav = { cursor: NEWEST, back: [] };

export interface ShownPage<Row> {
  /** Newest first, at most a page. */
  rows: Row[];
  hasOlder: boolean;
  hasNewer: boolean;
}

/** The page to show from what the endpoint answered to cursorQuery(nav.cursor). */
export function cursorPage<Row>(nav: CursorNav, answered: readonly Row[], pageSize = PAGE_SIZE): ShownPage<Row> {
  const more = answered.length > pageSize;
  if (nav.cursor.idGe !== undefined) {
    // Oldest first from idGe: the extra row is a newer one.
    return { rows: answered.slice(0, pageSize).reverse(), hasOlder: true, hasNewer: more };
  }
  const rows = answered.slice(0, pageSize);
  const hasNewer = nav.cursor.idLe !== undefined;
  return { rows, hasOlder: more, hasNewer };
}

/** "Older": the rows below the last one shown. */
export function olderNav<Row>(nav: CursorNav, shown: readonly Row[], idOf: (row: Row) => number): CursorNav {
  const last = shown[shown.length - 1];
  if (last === undefined) return nav;
  return { cursor: { idLe: idOf(last) - 1 }, back: [...nav.back, nav.cursor] };
}

/**
 * "Newer": with idGe, the rows above the first one shown; without, the page before this one. Reaching the top with
 * idGe shows the rows above the first, oldest first (so a short page when fewer remain).
 */
export function newerNav<Row>(nav: CursorNav, shown: readonly Row[], idOf: (row: Row) => number, hasIdGe: boolean): CursorNav {
  if (hasIdGe) {
    const first = shown[0];
    if (first === undefined) return FIRST_PAGE;
    return { cursor: { idGe: idOf(first) + 1 }, back: [] };
  }
  const previous = nav.back[nav.back.length - 1];
  return previous === undefined ? FIRST_PAGE : { cursor: previous, back: nav.back.slice(0, -1) };
}

/** Order history and its largest limit: deeper pages cannot be asked for. */

/** The limit to ask for to show page `pageNo` (from 1) of a newest-first list that takes only a limit. */
export const limitForPage = (pageNo: number, pageSize = PAGE_SIZE): number => Math.min(MAX_LIMIT, pageNo * pageSize + 1);

export function limitedPage<Row>(answered: readonly Row[], pageNo: number, pageSize = PAGE_SIZE): ShownPage<Row> {
  const end = pageNo * pageSize;
  return {
    rows: answered.slice(end - pageSize, end),
    hasOlder: answered.length > end && end < MAX_LIMIT,
    hasNewer: pageNo > 1,
  };
}

export interface NumberedPage {
  pageNo: number;
  pageCount: number;
  hasOlder: boolean;
  hasNewer: boolean;
}

export function numberedPage(page: { total: number; pageNo: number; pageSize: number }): NumberedPage {
  const pageCount = Math.max(1, Math.ceil(page.total / Math.max(1, page.pageSize)));
  return { pageNo: page.pageNo, pageCount, hasOlder: page.pageNo < pageCount, hasNewer: page.pageNo > 1 };
}

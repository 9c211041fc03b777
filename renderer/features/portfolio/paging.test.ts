import { describe, expect, it } from 'vitest';
import { cursorPage, cursorQuery, FIRST_PAGE, limitedPage, limitForPage, newerNav, numberedPage, olderNav, type CursorNav } from './paging';

/** Ids newest first, like the endpoints answer. */
const ids = (from: number, to: number): { id: number }[] => {
  const out = [];
  for (let id = from; id >= to; id--) out.push({ id });
  return out;
};
const idOf = (r: { id: number }) => r.id;
/** What an endpoint holding ids 1…100 answers to a cursor query. */
const answer = (nav: CursorNav, size: number) => {
  const q = cursorQuery(nav.cursor, size);
  let rows = ids(100, 1).filter((r) => (q.idLe === undefined || r.id <= q.idLe) && (q.idGe === undefined || r.id >= q.idGe));
  if (q.ascending) rows = rows.reverse();
  return rows.slice(0, q.limit);
};

describe('cursor paging', () => {
  it('asks one row more than a page, oldest first only for Newer with idGe', () => {
    expect(cursorQuery({}, 20)).toEqual({ limit: 21 });
    expect(cursorQuery({ idLe: 79 }, 20)).toEqual({ idLe: 79, limit: 21 });
    expect(cursorQuery({ idGe: 81 }, 20)).toEqual({ idGe: 81, limit: 21, ascending: true });
  });

  it('walks older with idLe = last − 1 and back newer with idGe = first + 1', () => {
    let nav = FIRST_PAGE;
    let page = cursorPage(nav, answer(nav, 20), 20);
    expect(page.rows.map(idOf).slice(0, 2)).toEqual([100, 99]);
    expect(page).toMatchObject({ hasOlder: true, hasNewer: false });

    nav = olderNav(nav, page.rows, idOf);
    expect(nav.cursor).toEqual({ idLe: 80 });
    page = cursorPage(nav, answer(nav, 20), 20);
    expect([page.rows[0]?.id, page.rows.at(-1)?.id]).toEqual([80, 61]);
    expect(page).toMatchObject({ hasOlder: true, hasNewer: true });

    nav = newerNav(nav, page.rows, idOf, true);
    expect(nav.cursor).toEqual({ idGe: 81 });
    page = cursorPage(nav, answer(nav, 20), 20);
    expect([page.rows[0]?.id, page.rows.at(-1)?.id]).toEqual([100, 81]);
    expect(page).toMatchObject({ hasOlder: true, hasNewer: false });
  });

  it('says there is nothing older on the last page', () => {
    const nav: CursorNav = { cursor: { idLe: 15 }, back: [] };
    const page = cursorPage(nav, answer(nav, 20), 20);
    expect(page.rows).toHaveLength(15);
    expect(page.hasOlder).toBe(false);
  });

  it('goes back the way it came where the endpoint has no idGe', () => {
    let nav = FIRST_PAGE;
    const first = cursorPage(nav, answer(nav, 10), 10);
    nav = olderNav(nav, first.rows, idOf);
    const second = cursorPage(nav, answer(nav, 10), 10);
    nav = olderNav(nav, second.rows, idOf);
    expect(nav).toEqual({ cursor: { idLe: 80 }, back: [{}, { idLe: 90 }] });
    nav = newerNav(nav, [], idOf, false);
    expect(nav).toEqual({ cursor: { idLe: 90 }, back: [{}] });
    nav = newerNav(nav, [], idOf, false);
    expect(nav).toEqual(FIRST_PAGE);
    expect(newerNav(nav, [], idOf, false)).toEqual(FIRST_PAGE);
  });
});

describe('limit paging (order history)', () => {
  it('asks for the newest page × size + 1 and shows the page', () => {
    expect(limitForPage(1, 20)).toBe(21);
    expect(limitForPage(3, 20)).toBe(61);
    expect(limitForPage(60, 20)).toBe(1000);
    const all = ids(50, 1);
    expect(limitedPage(all.slice(0, 21), 1, 20)).toMatchObject({ hasOlder: true, hasNewer: false });
    const third = limitedPage(all, 3, 20);
    expect(third.rows.map(idOf)).toEqual(ids(10, 1).map(idOf));
    expect(third).toMatchObject({ hasOlder: false, hasNewer: true });
  });

  it('stops at the endpoint’s largest limit', () => {
    expect(limitedPage(ids(1000, 1), 50, 20).hasOlder).toBe(false);
  });
});

describe('numbered pages (funding)', () => {
  it('counts pages from the total', () => {
    expect(numberedPage({ total: 45, pageNo: 1, pageSize: 20 })).toEqual({ pageNo: 1, pageCount: 3, hasOlder: true, hasNewer: false });
    expect(numberedPage({ total: 45, pageNo: 3, pageSize: 20 })).toEqual({ pageNo: 3, pageCount: 3, hasOlder: false, hasNewer: true });
    expect(numberedPage({ total: 0, pageNo: 1, pageSize: 20 })).toMatchObject({ pageCount: 1, hasOlder: false });
  });
});

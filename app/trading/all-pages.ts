/** Reads every page of a paged endpoint (docs/exchange-api.md): pages of 100 until one comes back short. */
import type { Page } from '../../shared/exchange';

const PAGE_SIZE = 100;
/** A guard against a server whose `total` never stops growing. */
const MAX_PAGES = 100;

export async function allPages<T>(read: (pageNo: number, pageSize: number) => Promise<Page<T>>): Promise<T[]> {
  const records: T[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
    const page = await read(pageNo, PAGE_SIZE);
    records.push(...page.records);
    if (page.records.length < PAGE_SIZE || records.length >= page.total) break;
  }
  return records;
}

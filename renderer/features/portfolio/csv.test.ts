import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, csvOf, type CsvColumn } from './csv';

interface Row {
  id: number;
  note: string;
  amount: string;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Id', value: (r) => String(r.id) },
  { header: 'Note', value: (r) => r.note },
  { header: 'Amount', value: (r) => r.amount },
];

describe('csvOf', () => {
  it('writes a header line and one line per row, CRLF-separated and ended', () => {
    const text = csvOf(columns, [
      { id: 1, note: 'plain', amount: '12.50' },
      { id: 2, note: 'other', amount: '-3.10' },
    ]);
    expect(text).toBe('Id,Note,Amount\r\n1,plain,12.50\r\n2,other,-3.10\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(csvOf(columns, [])).toBe('Id,Note,Amount\r\n');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    const text = csvOf(columns, [{ id: 3, note: 'a, "b"\nc', amount: '1' }]);
    expect(text).toBe('Id,Note,Amount\r\n3,"a, ""b""\nc",1\r\n');
  });

  it('quotes a header that needs it', () => {
    expect(csvOf([{ header: 'Price, USDT', value: () => '1' }], [{}])).toBe('"Price, USDT"\r\n1\r\n');
  });
});

describe('csvField', () => {
  it.each([
    // Plain text and numbers, negative ones too, as they are.
    ['BTC-USDT', 'BTC-USDT'],
    ['-12.34', '-12.34'],
    ['2026-11-21 14:03:27', '2026-11-21 14:03:27'],
    ['', ''],
    // What a spreadsheet would run as a formula, defused.
    ['=1+1', "'=1+1"],
    ['+cmd', "'+cmd"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
  ])('writes %j as %s', (text, field) => {
    expect(csvField(text)).toBe(field);
  });
});

describe('csvFileName', () => {
  it('names the kind, the market and the local date', () => {
    expect(csvFileName('fills', 'BTC-USDT', new Date(2026, 10, 21, 23, 59))).toBe('perpdesk-fills-BTC-USDT-2026-11-21.csv');
  });

  it('says "all" for every market and keeps odd characters out', () => {
    expect(csvFileName('funding', null, new Date(2026, 0, 5))).toBe('perpdesk-funding-all-2026-01-05.csv');
    expect(csvFileName('order history', 'A/B', new Date(2026, 0, 5))).toBe('perpdesk-order-history-A-B-2026-01-05.csv');
  });
});

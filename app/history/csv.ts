/**
 * The round trips as CSV (RFC 4180: comma-separated, fields with a comma, a quote or a line break quoted, CRLF
 * lines), one row per trip with its note and tags, and the notes of its fills ("<trade id>: <note> [tags]").
 * Times are ISO 8601 in UTC; money is the exchange's decimals, unrounded.
 */
import type { HistoryNote, RoundTripView } from '../../shared/bridge';

const HEADER = [
  'trip',
  'pair',
  'side',
  'opened',
  'closed',
  'size',
  'entry',
  'exit',
  'realised',
  'fees',
  'funding',
  'rebates',
  'net',
  'note',
  'tags',
  'fill notes',
];

const field = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const iso = (time: number | null): string => (time === null ? '' : new Date(time).toISOString());
const tagsOf = (note: HistoryNote | null): string => (note?.tags ?? []).join(' ');

export function csvOf(trips: readonly RoundTripView[], fillNotes: ReadonlyMap<string, HistoryNote>): string {
  const rows = trips.map((t) => {
    const fills = t.tradeIds
      .map((id) => fillNotes.get(`fill:${t.symbol}:${id}`))
      .filter((n): n is HistoryNote => n !== undefined)
      .map((n) => `${n.target.split(':')[2]}: ${n.note}${n.tags.length > 0 ? ` [${tagsOf(n)}]` : ''}`);
    return [
      t.id,
      t.symbol,
      t.side,
      iso(t.openTime),
      iso(t.closeTime),
      t.size,
      t.entryPrice,
      t.exitPrice ?? '',
      t.realised,
      t.fees,
      t.funding,
      t.rebates,
      t.net,
      t.note?.note ?? '',
      tagsOf(t.note),
      fills.join('; '),
    ];
  });
  return [HEADER, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

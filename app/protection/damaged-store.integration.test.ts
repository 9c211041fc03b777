/**
 * A damaged store refuses the start, naming the file and the record, against the real paper exchange: nothing
 * is armed, dropped or cancelled on the way, and the file is left as it was for the trader to look at.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeName } from './store';
import { call, trader, twoAccountVenueForTests } from './testing';

const { venue, open, close } = twoAccountVenueForTests('pd-damaged-store-');

/** The one venue's file in `folder`. */
const fileIn = (folder: string): string => {
  const [name] = readdirSync(path.join(venue.dataDir, folder)).filter((n) => n.endsWith('.json'));
  return path.join(venue.dataDir, folder, name!);
};

describe('a damaged store at start', () => {
  it('an alert with a changed status, or guards that are null, refuse the start, naming the file and the record, and the file is kept', async () => {
    const first = await open();
    await call(first, 'alerts.set', { pair: 'BTC-USDT', condition: 'above', price: '90000' });
    await call(first, 'guards.set', { guards: { maxOrderValue: '50000' } });
    await close(first);

    const alerts = fileIn('alerts');
    const damaged = readFileSync(alerts, 'utf8').replace('"status":"armed"', '"status":"arled"');
    writeFileSync(alerts, damaged);
    await expect(open()).rejects.toThrow(`${alerts}: the checksum does not match its contents (changed outside Perpdesk?); move the file away`);
    expect(readFileSync(alerts, 'utf8')).toBe(damaged);

    // The same change in a file written before checksums: its record is named.
    const { sha256: _sum, store: _store, ...fields } = JSON.parse(damaged) as Record<string, unknown>;
    writeFileSync(alerts, JSON.stringify({ ...fields, version: 1 }));
    await expect(open()).rejects.toThrow(
      /alerts\/[^/]+\.json: record 1 \(price alert l[a-z0-9]+\) has status "arled"; move the file away to start without it/,
    );

    const guards = fileIn('guards');
    writeFileSync(alerts, JSON.stringify({ ...fields, version: 1, alerts: [] }));
    writeFileSync(guards, 'null');
    await expect(open()).rejects.toThrow(
      `${guards}: it holds null, not guard settings; move the file away to start without it (every guard is then off)`,
    );
  });

  it('a directory where the held orders file should be refuses the start, naming it', async () => {
    const held = path.join(venue.dataDir, 'held', `${storeName(null, venue.exchange.url, trader.apiKey)}.json`);
    mkdirSync(held, { recursive: true });
    await expect(open()).rejects.toThrow(
      `${held}: it is a directory, not a file; move the file away to start without it (no held order is then armed)`,
    );
  });
});

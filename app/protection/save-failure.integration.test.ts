/**
 * A held store that cannot be written at the moment a stop crosses: the exit is never sent unrecorded, the core
 * goes on, the failure is said (status, notice), and once the file can be written the stop fires.
 */
import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, longAtMarket, protect, push, twoAccountVenueForTests, until } from './testing';

const { venue, open } = twoAccountVenueForTests('pd-held-save-');

describe('a held store that cannot be saved', () => {
  it('blocks the exit and says why, without ending the core; the stop fires once it can save again', async () => {
    const core = await open();
    const position = await longAtMarket(core, '0.010');
    await protect(core, position, { kind: 'stop-loss', value: '59985.0', feed: 'last' });

    // held/ turns into a file: nothing can be written there.
    const held = path.join(venue.dataDir, 'held');
    const [name] = readdirSync(held);
    renameSync(held, `${held}.away`);
    writeFileSync(held, 'not a folder');
    await push(venue.exchange.url, 'sell', '4.000', 'mover-1');

    const status = await until('the failure said', async () => {
      const s = await call(core, 'protection.status', {});
      return s.failure ? s : null;
    });
    expect(status.failure).toMatch(
      new RegExp(`^Protection on BTC-USDT cannot save: E[A-Z]+: .* on ${held.replace(/[/\\.]/g, '\\$&')}/${name}; its exits wait until it can$`),
    );
    const notices = await call(core, 'protection.notices', { after: 0 });
    expect(notices.map((n) => n.message)).toContain(status.failure);
    await new Promise((r) => setTimeout(r, 2000));
    expect(await call(core, 'positions.list', { pair: 'BTC-USDT' })).toHaveLength(1);
    expect((await call(core, 'protection.list', {}))[0]).toMatchObject({ status: 'armed' });

    rmSync(held);
    renameSync(`${held}.away`, held);
    await until('the position closed', async () => (await call(core, 'positions.list', { pair: 'BTC-USDT' })).length === 0);
    await until('the stop fired', async () => (await call(core, 'protection.list', {}))[0]?.status === 'fired');
    expect((await call(core, 'protection.status', {})).failure).toBeNull();
  });
});

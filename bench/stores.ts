/**
 * A held store's save and load as the work grows (1 to 1,000 held orders): ours writes and reads the checksummed,
 * record-by-record validated file (app/fs/checked-store); the peer writes and reads the same orders as plain JSON
 * through the same atomic write, the least a durable store does. Ratios near 1 at every size: the checks cost
 * little beside the sync, and grow no faster than the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeFileAtomic } from '../app/fs/durable-files';
import { emptyState, newHeldOrder } from '../app/protection/engine';
import { openHeldStore, type HeldFile } from '../app/protection/store';
import { median } from './measure';
import { row, type BenchResult, type Row } from './report';

const SIZES = [1, 10, 100, 1000];
const ROUNDS = 5;

function fileOf(count: number): HeldFile {
  const orders = Array.from({ length: count }, (_, i) =>
    newHeldOrder({
      id: `h${(1_700_000_000_000 + i).toString(36)}a1b2c3d4`,
      pair: 'BTC-USDT',
      kind: 'stop-loss',
      positionSide: 'long',
      createdAt: 1_700_000_000_000 + i,
      trigger: '59000.0',
      quantity: '0.010',
    }),
  );
  return { state: { ...emptyState(), orders }, notices: [], read: 0, keepAwake: false };
}

/** Operations per second of `op`, run `times` times in a row. */
async function rate(op: () => Promise<unknown>, times: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < times; i++) await op();
  return times / ((performance.now() - start) / 1000);
}

async function sizeRows(dir: string, count: number): Promise<Row[]> {
  const held = fileOf(count);
  const store = openHeldStore(dir, `n${count}`);
  const plain = path.join(dir, `plain-${count}.json`);
  const times = count >= 1000 ? 20 : 50;
  const saves: [number[], number[]] = [[], []];
  const loads: [number[], number[]] = [[], []];
  await store.save(held);
  await writeFileAtomic(plain, JSON.stringify(held));
  for (let round = 0; round < ROUNDS; round++) {
    saves[1].push(await rate(() => writeFileAtomic(plain, JSON.stringify(held)), times));
    saves[0].push(await rate(() => store.save(held), times));
    loads[1].push(await rate(async () => JSON.parse(await readFile(plain, 'utf8')), times * 4));
    loads[0].push(await rate(() => store.load(), times * 4));
  }
  return [row(`save, ${count} held`, median(saves[0]), median(saves[1])), row(`load, ${count} held`, median(loads[0]), median(loads[1]))];
}

export async function benchStores(): Promise<BenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-bench-stores-'));
  try {
    const rows: Row[] = [];
    for (const count of SIZES) rows.push(...(await sizeRows(dir, count)));
    const loads = rows.filter((r) => r.name.startsWith('load'));
    return {
      ours: 'the checked held store (checksum + record-by-record validation)',
      peer: 'the same orders as plain JSON, written atomically and parsed back',
      unit: 'operations/s',
      method: `median of ${ROUNDS} interleaved rounds per size`,
      rows,
      targets: [{ text: 'a load of 1,000 held orders stays within 10× plain JSON', met: loads.at(-1)!.ratio >= 0.1 }],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

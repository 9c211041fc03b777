/**
 * For crash.integration.test.ts: a process that writes to the ledger in `argv[2]` as fast as it can, snapshotting every 20
 * commands, until it is killed. It prints a line once it has written, so the test knows when to kill it.
 */
import { openLedger } from './testing';

const ledger = await openLedger(process.argv[2] ?? '', 20);
for (let written = 0; ; written += 7) {
  await Promise.all(Array.from({ length: 7 }, () => ledger.execute({ account: 'a', add: 1 })));
  if (written === 70) process.stdout.write('writing\n');
}

/**
 * For the abuse test: the paper exchange in a process of its own, so that its memory is measured apart from the
 * test's. Run with --expose-gc under a parent's IPC channel; it sends `{ url }` once listening and answers each
 * 'measure' with process.memoryUsage() taken right after a full garbage collection.
 */
import { startPaperExchange } from '..';

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined || process.send === undefined) throw new Error('run me with --expose-gc under an IPC channel');
const collect = gc;
const send = process.send.bind(process);

const exchange = await startPaperExchange({ accounts: [{ apiKey: 'trader', apiSecret: 'trader-secret' }] });
process.on('message', (message) => {
  if (message !== 'measure') return;
  collect();
  send({ memory: process.memoryUsage() });
});
process.on('disconnect', () => void exchange.close().finally(() => process.exit(0)));
send({ url: exchange.url });

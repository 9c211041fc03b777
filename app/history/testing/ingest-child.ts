/**
 * For the crash test: one ingest of BTC-USDT into a history file, in a process of its own, saying "stored
 * <stream>" after each page it stored, so the test can kill it with SIGKILL in the middle.
 *   node --import tsx app/history/testing/ingest-child.ts FILE URL PAGE_SIZE   (key and secret in HISTORY_CHILD_KEY/SECRET)
 */
import { ExchangeClient } from '../../exchange';
import { ingest } from '../ingest';
import { exchangeSource } from '../source';
import { HistoryStore } from '../store';

const [file, baseUrl, pageSize] = process.argv.slice(2);
const apiKey = process.env['HISTORY_CHILD_KEY'];
const apiSecret = process.env['HISTORY_CHILD_SECRET'];
if (!file || !baseUrl || !pageSize || !apiKey || !apiSecret)
  throw new Error('usage: ingest-child.ts FILE URL PAGE_SIZE, HISTORY_CHILD_KEY and HISTORY_CHILD_SECRET set');

const client = new ExchangeClient({ baseUrl, credentials: { apiKey, apiSecret } });
await client.syncClock();
const store = await HistoryStore.open(file);
const source = exchangeSource({
  client,
  markets: async () => ['BTC-USDT'],
  balance: () => client.call('balance', { symbol: 'USDT' }),
  positions: async () => (await client.call('positions', { pageNo: 1, pageSize: 100 })).records,
});
await ingest(store, source, { pageSize: Number(pageSize), pageStored: (stream) => process.stdout.write(`stored ${stream}\n`) });
store.close();
client.close();
process.stdout.write('done\n');

/**
 * Child process: the paper exchange, as `npm run paper` would run it, with the bench account; durable (its log
 * fsynced before a create is answered) when the setup names a data directory, in memory otherwise.
 */
import { startPaperExchange } from '../../app/paper';
import { BENCH_ACCOUNT } from './account';
import { linkToParent, setupFromParent } from './link';

export interface PaperSetup {
  dataDir?: string;
}

const { dataDir } = (await setupFromParent()) as PaperSetup;
const exchange = await startPaperExchange({
  accounts: [{ ...BENCH_ACCOUNT }],
  ...(dataDir === undefined ? {} : { dataDir }),
});
linkToParent(exchange.port, () => exchange.close());

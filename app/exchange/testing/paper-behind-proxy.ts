import { startPaperExchange, type PaperExchange } from '../../paper';
import { startFaultyProxy, type FaultyProxy } from './faulty-proxy';

/** A still paper exchange (no market maker) behind a proxy that misbehaves when told: trade through `proxy.url`. */
export interface PaperBehindProxy {
  paper: PaperExchange;
  proxy: FaultyProxy;
  close(): Promise<void>;
}

export async function startPaperBehindProxy(accounts: { apiKey: string; apiSecret: string }[]): Promise<PaperBehindProxy> {
  const paper = await startPaperExchange({ port: 0, market: false, accounts });
  const proxy = await startFaultyProxy(paper.url);
  return {
    paper,
    proxy,
    async close() {
      await proxy.close();
      await paper.close();
    },
  };
}

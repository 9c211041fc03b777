/**
 * Which band of the request budget the work under way spends from, carried through async calls so that the
 * services between the bridge and the client need not pass it along. Outside any band: the screen's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestBand } from '../../shared/bridge/transport';

const storage = new AsyncLocalStorage<RequestBand>();

/** Runs `work` with every exchange request it makes, now or later, spending from `band`. */
export const inBand = <T>(band: RequestBand, work: () => T): T => storage.run(band, work);

export const currentBand = (): RequestBand => storage.getStore() ?? 'screen';

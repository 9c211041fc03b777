/**
 * Creates whose outcome stayed unknown (the answer was lost and so was the look-up): kept here and looked up again
 * by client order id, every few seconds and whenever the screen asks, until the exchange says where they are. The
 * journal gets the outcome when it is known. An order is never sent again from here: it is only looked for.
 */
import type { CreateOutcomeView } from '../../shared/bridge';
import { checkCreates, inBand, type ExchangeClient, type Wanted } from '../exchange';
import type { Journal } from '../journal/journal';

const RECHECK_MS = 5000;
/** Outcomes remembered for the screen to ask about; older ones are in the journal. */
const KEEP_SETTLED = 200;

interface Pending {
  wanted: Wanted;
  /** Server time (ms) just before it was sent. */
  sentAt: number;
  message: string;
}

export interface UnresolvedCreates {
  add(wanted: Wanted, sentAt: number, message: string): void;
  /** What became of a create, as far as known now; a create still unknown is looked up again at once. */
  outcome(clientOrderId: string): Promise<CreateOutcomeView>;
  close(): void;
}

export function createUnresolvedCreates(client: ExchangeClient, journal: Journal, venue: string): UnresolvedCreates {
  const pending = new Map<string, Pending>();
  const settled = new Map<string, CreateOutcomeView>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let checking: Promise<void> | null = null;

  const settle = async (id: string, view: CreateOutcomeView): Promise<void> => {
    pending.delete(id);
    settled.set(id, view);
    if (settled.size > KEEP_SETTLED) settled.delete(settled.keys().next().value as string);
    const outcome =
      view.status === 'placed'
        ? { ok: true as const, value: { pair: view.pair, orderId: view.orderId, clientOrderId: id, foundLater: true } }
        : { ok: false as const, kind: 'network', message: view.status === 'not-placed' ? view.message : '' };
    await journal.record({ action: 'placeOrder', phase: 'outcome', ref: id, venue, outcome });
  };

  const checkOne = async (id: string, item: Pending): Promise<void> => {
    const [found] = await checkCreates(client, [item.wanted], item.sentAt, { attempts: 1 }).catch(() => [undefined]);
    if (!found || found.outcome === 'unknown') return;
    if (found.outcome === 'placed') {
      await settle(id, { status: 'placed', pair: found.ref.pairName, orderId: found.ref.orderId, clientOrderId: id });
    } else {
      await settle(id, { status: 'not-placed', message: found.reason.message });
    }
  };

  /** Looks every pending create up; these are the trader's own writes' look-ups, so in the write band. */
  const checkAll = (): Promise<void> => {
    checking ??= inBand('write', async () => {
      for (const [id, item] of [...pending]) await checkOne(id, item);
    }).finally(() => {
      checking = null;
      if (pending.size === 0 && timer !== null) {
        clearInterval(timer);
        timer = null;
      }
    });
    return checking;
  };

  return {
    add(wanted, sentAt, message) {
      pending.set(wanted.clientOrderId, { wanted, sentAt, message });
      if (timer === null) {
        timer = setInterval(() => void checkAll(), RECHECK_MS);
        timer.unref?.();
      }
    },
    async outcome(id) {
      // Never waits for the look-up (it may take until the create can no longer land): the screen asks again.
      if (pending.has(id)) void checkAll();
      const known = settled.get(id);
      if (known) return known;
      const still = pending.get(id);
      return { status: 'unknown', message: still ? still.message : 'Perpdesk has no record of sending that order, so its outcome is unknown' };
    },
    close() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}

/**
 * The road for a change to the trader's record (app/history): the note and tags of a round trip or a fill, kept by
 * the core in the profile's history. No React here.
 */
import type { BridgeResult, HistoryNote, ParamsOf } from '../../shared/bridge';
import type { WriteInvoke } from '../bridge/client';

export interface HistoryWrites {
  /** Sets the note and tags of a round trip or a fill (an empty note without tags removes them). */
  setNote(params: ParamsOf<'history.setNote'>): Promise<BridgeResult<HistoryNote | null>>;
}

export function createHistoryWrites(invoke: WriteInvoke): HistoryWrites {
  return {
    setNote: (params) => invoke('history.setNote', params),
  };
}

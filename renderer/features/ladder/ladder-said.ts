/**
 * The ladder's status line as it stands now: only about the market shown, and an order it placed that has since left
 * the book told as what became of it (filled, cancelled, …), as the Order entry's line does. Pure.
 */
import { saidOf, type Said } from '../../services/outcomes';
import { fateOf, fateText, needsRecord, type FateSources } from '../../services/order-fate';
import type { LadderSaid } from '../../stores/ladder-store';

export function ladderSaidNow(said: LadderSaid | null, selected: string, sources: FateSources): Said | null {
  if (said === null || said.pair !== selected) return null;
  const fate = said.order ? fateOf(said.order.id, said.pair, said.order.at, sources) : null;
  return fate && said.order ? saidOf(fateText(said.order.id, fate)) : { tone: said.tone, text: said.text };
}

/** The order of the line known to have left the book whose exchange record is still to be read. */
export function ladderLookUps(said: LadderSaid | null, selected: string, sources: FateSources): number[] {
  if (said?.order === undefined || said.pair !== selected) return [];
  return needsRecord(fateOf(said.order.id, said.pair, said.order.at, sources)) ? [said.order.id] : [];
}

/**
 * The session's market follows the panel in focus: the order form, the hotkeys and the chart's and ladder's trading
 * then trade what the trader is looking at. When it moves to another market, the panels of the market left keep
 * what they showed (a scope of it takes the session's feeds), and the session takes what the scope of the new one
 * had, so nothing on screen goes blank while it is asked again.
 */
import type { KlinePeriod } from '../../../shared/exchange';
import type { Session } from '../../services/session';

/** How long the scope of the market left is held for its panels to take it over (one render is enough). */
const HAND_OVER_MS = 2000;

export function focusMarket(session: Session, pair: string, period: KlinePeriod | null): void {
  const { selected, period: current, actions } = session.market.getState();
  const nextPeriod = period ?? current;
  if (selected === pair && current === nextPeriod) return;
  const left = session.scopes.acquire(selected, current);
  left.scope.feeds.getState().actions.adopt(session.feeds.getState().feeds);
  actions.select(pair);
  actions.selectPeriod(nextPeriod);
  // Each feed is taken only where its key is the session's now (adopt checks), from whichever scope holds it.
  for (const arriving of session.scopes.ofPair(pair)) session.feeds.getState().actions.adopt(arriving.feeds.getState().feeds);
  setTimeout(left.release, HAND_OVER_MS);
}

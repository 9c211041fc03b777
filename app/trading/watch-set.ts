/**
 * Which markets the trader has something in, so that polling costs what the trader holds and watches, never what
 * the exchange lists (a real venue lists hundreds). Pure bookkeeping over what the core already sees: the orders it
 * places, the journal's markets at start, and the answers to open orders and positions. No requests of its own.
 *
 * It lives in the core, not the screen, because the core sees every write (the screen, the CLI, hotkeys, the
 * ladder, held orders) and every answer whichever panel asked, and because the journal is there: the screen would
 * know only what it placed itself since it was opened.
 *
 * Three questions:
 * - `ordersMayRest()`: where open orders may rest. A market joins when an order is placed there (or the journal
 *   names it at start) and leaves when an open-orders answer asked after its last placement shows none there.
 * - `notifying(focus)`: where fills and liquidations are watched: the markets above, those with a position, the
 *   market on screen, and for a while (RECENT_MS) a market where an order was placed or a position was last seen,
 *   so an IOC that filled at once, or a liquidation that removed a position, is still noticed.
 * - `histories(focus)`: where "All markets" order history and fills look: the above, every market traded this run
 *   and the journal's markets.
 */

/** How long a market stays watched after an order was placed there or its position was last seen. */
export const RECENT_MS = 10 * 60_000;

export class WatchSet {
  /** Markets where open orders may rest. */
  private readonly mayRest = new Set<string>();
  /** Markets the journal named at start; kept for the histories even once no order rests there. */
  private readonly journal = new Set<string>();
  /** When an order was last placed on each market this run. */
  private readonly placedAt = new Map<string, number>();
  /** Markets with a position in the last complete positions answer. */
  private positions = new Set<string>();
  /** When a position was last seen on each market. */
  private readonly positionSeenAt = new Map<string, number>();

  constructor(readonly now: () => number = Date.now) {}

  /** Markets the journal names (orders placed in earlier runs): their orders may still rest. */
  journaled(pairs: Iterable<string>): void {
    for (const pair of pairs) {
      this.mayRest.add(pair);
      this.journal.add(pair);
    }
  }

  orderPlaced(pair: string): void {
    this.mayRest.add(pair);
    this.placedAt.set(pair, this.now());
  }

  /** An open-orders answer for `pair`, asked at `askedAt` (before an order placed meanwhile could show). */
  openOrdersSeen(pair: string, count: number, askedAt: number): void {
    if (count > 0) this.mayRest.add(pair);
    else if ((this.placedAt.get(pair) ?? -Infinity) < askedAt) this.mayRest.delete(pair);
  }

  /** A positions answer; `complete` when it was of every market (a position absent from it is gone). */
  positionsSeen(pairs: readonly string[], complete: boolean): void {
    const at = this.now();
    for (const pair of pairs) this.positionSeenAt.set(pair, at);
    this.positions = complete ? new Set(pairs) : new Set([...this.positions, ...pairs]);
  }

  /** Where open orders may rest, and where there are positions: what "open orders of all markets" asks. */
  ordersMayRest(): string[] {
    return sorted(new Set([...this.mayRest, ...this.positions]));
  }

  /** The markets whose fills are watched for notifications; `focus` is the market on screen. */
  notifying(focus?: string): string[] {
    const since = this.now() - RECENT_MS;
    const recent = (times: Map<string, number>) => [...times].filter(([, at]) => at >= since).map(([pair]) => pair);
    const markets = new Set([...this.ordersMayRest(), ...recent(this.placedAt), ...recent(this.positionSeenAt)]);
    if (focus !== undefined) markets.add(focus);
    return sorted(markets);
  }

  /**
   * The markets whose order history and fills "All markets" shows: those watched for notifications, every market
   * an order was placed on this run (however long ago), and the journal's.
   */
  histories(focus?: string): string[] {
    return sorted(new Set([...this.notifying(focus), ...this.placedAt.keys(), ...this.journal]));
  }
}

const sorted = (markets: Set<string>): string[] => [...markets].sort();

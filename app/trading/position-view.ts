/** A position as the held orders and the algos see it: its side, what it holds, and its entry when known. */
export interface PositionView {
  side: 'long' | 'short';
  quantity: string;
  /** Its entry price, when known: where breakeven is reckoned from. */
  entry?: string;
}

/**
 * The prices the maker wants to quote, best first on each side: the best bid and ask a few ticks around the
 * centre, then levels on a fixed grid of `stepTicks` beyond them. The grid does not move with the centre, so as
 * the index moves only the best quotes and a level at each end change, not the whole book.
 */
export interface Ladder {
  bids: number[];
  asks: number[];
}

export function ladder(centerTicks: number, spreadTicks: number, stepTicks: number, levels: number): Ladder {
  const bestBid = Math.max(1, centerTicks - Math.floor(spreadTicks / 2));
  const bids = [bestBid];
  const asks = [bestBid + spreadTicks];
  const firstGridBid = Math.floor((bestBid - 1) / stepTicks) * stepTicks;
  for (let price = firstGridBid; bids.length < levels && price >= 1; price -= stepTicks) bids.push(price);
  const firstGridAsk = (Math.floor(asks[0]! / stepTicks) + 1) * stepTicks;
  for (let price = firstGridAsk; asks.length < levels; price += stepTicks) asks.push(price);
  return { bids, asks };
}

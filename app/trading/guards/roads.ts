/**
 * What the guards decide for each write method of the bridge: the table a test walks over the contract, so a
 * new write method without a decision here fails it.
 * - `orders`: its orders pass every guard (unless they only close or reduce);
 * - `exit`: it only closes or reduces (never refused: see EXIT_ACTIONS);
 * - `leverage`: "Highest leverage" only;
 * - `none`: it sends no order (a cancel, a held order armed on a position, whose exit is an exit; profiles; the
 *   guards themselves, whose loosening needs a confirmation instead; the workspaces).
 */
export type GuardDecision = 'orders' | 'exit' | 'leverage' | 'none';

export const GUARD_DECISIONS: Readonly<Record<string, GuardDecision>> = {
  'trading.placeOrder': 'orders',
  'trading.placeBatch': 'orders',
  'trading.placeScale': 'orders',
  'trading.moveOrder': 'orders',
  'protection.bracket': 'orders',
  // The whole quantity is checked as one order when it starts, and each order it sends again when sent.
  'algo.chase': 'orders',
  'algo.twap': 'orders',
  // Resuming sends slices, each checked when sent.
  'algo.pause': 'none',
  'algo.resume': 'none',
  'algo.cancel': 'none',
  'trading.closePosition': 'exit',
  // Each position's close is a Close (resting exits it cancels first move no order).
  'trading.closeAll': 'exit',
  'positions.setLeverage': 'leverage',
  // Margin moves no order; the exchange refuses removing what the position needs.
  'positions.adjustMargin': 'none',
  'trading.cancelOrder': 'none',
  'trading.cancelByClientId': 'none',
  'trading.cancelOrders': 'none',
  'trading.cancelAll': 'none',
  'protection.set': 'none',
  'protection.trailing': 'none',
  'protection.cancel': 'none',
  'protection.move': 'none',
  'protection.breakeven': 'none',
  'guards.set': 'none',
  'history.setNote': 'none',
  'profiles.add': 'none',
  'profiles.setSecret': 'none',
  'profiles.select': 'none',
  'profiles.update': 'none',
  'profiles.remove': 'none',
  // The screen's layouts: nothing reaches the exchange.
  'workspaces.save': 'none',
  'workspaces.create': 'none',
  'workspaces.rename': 'none',
  'workspaces.reset': 'none',
  'workspaces.remove': 'none',
  'workspaces.select': 'none',
};

/**
 * Every hotkey action, its words on the help sheet and in Settings, and its default key. No React here.
 *
 * Defaults, and why:
 * - B / S buy at the best ask / sell at the best bid: the letters of the words, next to each other.
 * - P / Q go to the Order entry's Price / Quantity (with the text selected, so typing replaces it). Plain letters
 *   are safe here: no hotkey fires while a field has the keyboard.
 * - Escape leaves the field (so the letter keys work again); it closes a dialog when one is open.
 * - Ctrl+Enter / Ctrl+Shift+Enter send the Order entry as Buy / Long or Sell / Short, from inside its fields too:
 *   the form's own send (the order entry service: its checks, and its confirmation when that is on). The form has
 *   two buttons, so two keys; Enter is the usual "send", Shift the other side.
 * - X cancels the last order placed in this session that is still open; Shift+X cancels every order in this
 *   market; C closes the position in this market at market; Shift+F flips it. The ones that throw away the most
 *   take Shift. Shift+B / Shift+S start a chase (Perpdesk keeps a post-only order at the best price) of the Order
 *   entry's Quantity, with the limits its Chase has set.
 * - ] / [ step through the markets in the exchange's order; 1 to 6 the chart's period buttons; ? this sheet.
 */

export type HotkeyAction =
  | 'buy'
  | 'sell'
  | 'cancelLast'
  | 'cancelAll'
  | 'closePosition'
  | 'flipPosition'
  | 'chaseBuy'
  | 'chaseSell'
  | 'focusPrice'
  | 'focusQuantity'
  | 'leaveField'
  | 'submitBuy'
  | 'submitSell'
  | 'nextMarket'
  | 'previousMarket'
  | 'period1m'
  | 'period5m'
  | 'period15m'
  | 'period1h'
  | 'period4h'
  | 'period1D'
  | 'help';

export type HotkeyGroup = 'Trading' | 'Order entry' | 'Markets' | 'Chart' | 'Help';

export interface HotkeyInfo {
  action: HotkeyAction;
  label: string;
  group: HotkeyGroup;
  defaultKey: string;
  /** Places, cancels or closes orders: off with the Trading hotkeys switch. */
  trading: boolean;
  /** Works while a field has the keyboard too (and so must never be a key that types). */
  inFields: boolean;
}

const info = (
  action: HotkeyAction,
  group: HotkeyGroup,
  label: string,
  defaultKey: string,
  { trading = false, inFields = false }: { trading?: boolean; inFields?: boolean } = {},
): HotkeyInfo => ({ action, label, group, defaultKey, trading, inFields });

/** In the help sheet's order. */
export const HOTKEYS: readonly HotkeyInfo[] = [
  info('buy', 'Trading', 'Buy at the best ask', 'B', { trading: true }),
  info('sell', 'Trading', 'Sell at the best bid', 'S', { trading: true }),
  info('cancelLast', 'Trading', 'Cancel the last order placed', 'X', { trading: true }),
  info('cancelAll', 'Trading', 'Cancel all orders in this market', 'Shift+X', { trading: true }),
  info('closePosition', 'Trading', 'Close the position at market (sized to it: reduce only by nature)', 'C', { trading: true }),
  info('flipPosition', 'Trading', 'Flip the position at market (twice its size: never more)', 'Shift+F', { trading: true }),
  info('chaseBuy', 'Trading', "Chase a buy of the Order entry's Quantity at the best bid (its Chase limits)", 'Shift+B', { trading: true }),
  info('chaseSell', 'Trading', "Chase a sell of the Order entry's Quantity at the best ask (its Chase limits)", 'Shift+S', { trading: true }),
  info('focusPrice', 'Order entry', 'Go to Price', 'P'),
  info('focusQuantity', 'Order entry', 'Go to Quantity', 'Q'),
  info('leaveField', 'Order entry', 'Leave the field', 'Escape', { inFields: true }),
  info('submitBuy', 'Order entry', 'Send the form as Buy / Long', 'Ctrl+Enter', { trading: true, inFields: true }),
  info('submitSell', 'Order entry', 'Send the form as Sell / Short', 'Ctrl+Shift+Enter', { trading: true, inFields: true }),
  info('nextMarket', 'Markets', 'Next market', ']'),
  info('previousMarket', 'Markets', 'Previous market', '['),
  info('period1m', 'Chart', 'Chart period 1m', '1'),
  info('period5m', 'Chart', 'Chart period 5m', '2'),
  info('period15m', 'Chart', 'Chart period 15m', '3'),
  info('period1h', 'Chart', 'Chart period 1h', '4'),
  info('period4h', 'Chart', 'Chart period 4h', '5'),
  info('period1D', 'Chart', 'Chart period 1D', '6'),
  info('help', 'Help', 'Keyboard shortcuts', '?'),
];

export const HOTKEY_GROUPS: readonly HotkeyGroup[] = ['Trading', 'Order entry', 'Markets', 'Chart', 'Help'];

const BY_ACTION = new Map(HOTKEYS.map((h) => [h.action, h]));

export const hotkeyInfo = (action: HotkeyAction): HotkeyInfo => BY_ACTION.get(action) as HotkeyInfo;

export const isHotkeyAction = (name: string): name is HotkeyAction => BY_ACTION.has(name as HotkeyAction);

export const TRADING_ACTIONS: readonly HotkeyAction[] = HOTKEYS.filter((h) => h.trading).map((h) => h.action);

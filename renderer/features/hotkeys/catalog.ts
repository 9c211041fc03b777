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
 *   market; C closes the position in this market at market; Shift+F flips it as the Positions row's Flip does. The ones that throw away the most
 *   take Shift. Shift+B / Shift+S start a chase (Perpdesk keeps a post-only order at the best price) of the Order
 *   entry's Quantity, with the limits its Chase has set.
 * - 1 to 5 pick the market's size presets (the ladder's and the Order entry's quantity): a trading key, since the
 *   next order is that size. Alt+1 to Alt+6 the chart's period buttons (with Alt always, so a digit means one thing).
 * - ] / [ step through the markets in the exchange's order; ? this sheet.
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
  | 'size1'
  | 'size2'
  | 'size3'
  | 'size4'
  | 'size5'
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
  info('flipPosition', 'Trading', 'Flip the position: close it at market, then open the same size on the other side once flat', 'Shift+F', {
    trading: true,
  }),
  info('chaseBuy', 'Trading', "Chase a buy of the Order entry's Quantity at the best bid (its Chase limits)", 'Shift+B', { trading: true }),
  info('chaseSell', 'Trading', "Chase a sell of the Order entry's Quantity at the best ask (its Chase limits)", 'Shift+S', { trading: true }),
  info('focusPrice', 'Order entry', 'Go to Price', 'P'),
  info('focusQuantity', 'Order entry', 'Go to Quantity', 'Q'),
  info('leaveField', 'Order entry', 'Leave the field', 'Escape', { inFields: true }),
  info('submitBuy', 'Order entry', 'Send the form as Buy / Long', 'Ctrl+Enter', { trading: true, inFields: true }),
  info('submitSell', 'Order entry', 'Send the form as Sell / Short', 'Ctrl+Shift+Enter', { trading: true, inFields: true }),
  ...[1, 2, 3, 4, 5].map((n) =>
    info(`size${n}` as HotkeyAction, 'Order entry', `Size preset ${n}: the ladder's and the Order entry's quantity`, String(n), { trading: true }),
  ),
  info('nextMarket', 'Markets', 'Next market', ']'),
  info('previousMarket', 'Markets', 'Previous market', '['),
  info('period1m', 'Chart', 'Chart period 1m', 'Alt+1'),
  info('period5m', 'Chart', 'Chart period 5m', 'Alt+2'),
  info('period15m', 'Chart', 'Chart period 15m', 'Alt+3'),
  info('period1h', 'Chart', 'Chart period 1h', 'Alt+4'),
  info('period4h', 'Chart', 'Chart period 4h', 'Alt+5'),
  info('period1D', 'Chart', 'Chart period 1D', 'Alt+6'),
  info('help', 'Help', 'Keyboard shortcuts', '?'),
];

export const HOTKEY_GROUPS: readonly HotkeyGroup[] = ['Trading', 'Order entry', 'Markets', 'Chart', 'Help'];

const BY_ACTION = new Map(HOTKEYS.map((h) => [h.action, h]));

export const hotkeyInfo = (action: HotkeyAction): HotkeyInfo => BY_ACTION.get(action) as HotkeyInfo;

export const isHotkeyAction = (name: string): name is HotkeyAction => BY_ACTION.has(name as HotkeyAction);

/** The size preset (1 to 5) a key action picks, or null. */
export const sizePresetOf = (action: HotkeyAction): number | null => (/^size[1-5]$/.test(action) ? Number(action.slice(4)) : null);

export const TRADING_ACTIONS: readonly HotkeyAction[] = HOTKEYS.filter((h) => h.trading).map((h) => h.action);

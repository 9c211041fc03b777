/** The last look before an order goes out (Settings › Trading turns it off): what will be sent, and what it costs. */
import { useState } from 'react';
import type { EntryPair } from '../../domain/trading/entry-context';
import type { PreviewColumn } from '../../services/order-entry';
import { Dialog } from '../../ui/Dialog';
import { FactList } from '../../ui/FactList';
import type { PlaceOrderRequest, PlaceScaleRequest } from '../../stores';
import { fixed, liquidationText, money, positionText, TIME_IN_FORCE_TEXT } from '../../domain/trading/preview-format';
import { DontAskAgain } from '../../ui/DontAskAgain';

export type Confirmation =
  | { kind: 'order'; request: PlaceOrderRequest; column: PreviewColumn | null }
  | { kind: 'scale'; request: PlaceScaleRequest; column: PreviewColumn | null };

interface ConfirmOrderDialogProps {
  pair: EntryPair;
  confirmation: Confirmation | null;
  /** The leverage the order goes with (null: the account's setting, not known yet). */
  leverage: number | null;
  onConfirm: (dontAskAgain: boolean) => void;
  onClose: () => void;
}

export function ConfirmOrderDialog({ pair, confirmation, leverage, onConfirm, onClose }: ConfirmOrderDialogProps) {
  const open = confirmation !== null;
  return (
    <Dialog title="Confirm order" open={open} onClose={onClose} className="confirm-order">
      {confirmation && <ConfirmBody pair={pair} confirmation={confirmation} leverage={leverage} onConfirm={onConfirm} onClose={onClose} />}
    </Dialog>
  );
}

function ConfirmBody({
  pair,
  confirmation,
  leverage,
  onConfirm,
  onClose,
}: Omit<ConfirmOrderDialogProps, 'confirmation'> & { confirmation: Confirmation }) {
  // Mounted while the dialog is open only: each order starts unticked.
  const [dontAsk, setDontAsk] = useState(false);
  const { request, column } = confirmation;
  const isBuy = request.side === 'buy';
  const base = pair.tradeCoinName;
  const quote = pair.settleCoinName;
  const rows: [string, string][] = [];
  if (confirmation.kind === 'order') {
    const r = confirmation.request;
    rows.push([
      'Type',
      r.type === 'market' ? `Market · ${TIME_IN_FORCE_TEXT[r.timeInForce ?? 'IOC']}` : `Limit · ${TIME_IN_FORCE_TEXT[r.timeInForce ?? 'GTC']}`,
    ]);
    rows.push(['Price', r.price ? `${fixed(r.price, pair.priceDecimal)} ${quote}` : `Market (about ${fixed(column?.price, pair.priceDecimal)})`]);
    rows.push(['Quantity', `${fixed(r.quantity, pair.tradeDecimal)} ${base}`]);
  } else {
    const r = confirmation.request;
    rows.push(['Type', `Scale · ${r.count} limit orders · ${r.distribution ?? 'flat'} · ${TIME_IN_FORCE_TEXT[r.timeInForce ?? 'GTC']}`]);
    rows.push(['Prices', `${fixed(r.fromPrice, pair.priceDecimal)} to ${fixed(r.toPrice, pair.priceDecimal)} ${quote}`]);
    rows.push(['Total quantity', `${fixed(r.totalQuantity, pair.tradeDecimal)} ${base}`]);
  }
  rows.push(['Value', `${money(column?.notional)} ${quote}`]);
  rows.push([
    'Margin',
    `${money(column?.estimate?.margin)} ${quote} · ${leverage === null ? 'setting' : `${leverage}×`} ${request.marginMode === 'cross' ? 'Cross' : 'Isolated'}`,
  ]);
  rows.push(['Fee', `${money(column?.estimate?.fee, pair.settleDecimal)} ${quote}${column ? ` (${column.role})` : ''}`]);
  rows.push(['Liq. price (est.)', column?.estimate ? liquidationText(column.estimate.liquidation, pair.priceDecimal) : '–']);
  rows.push(['Position after', column?.estimate ? positionText(column.estimate.position, pair.tradeDecimal) : '–']);
  const count = confirmation.kind === 'scale' ? confirmation.request.count : 1;

  return (
    <div className="confirm">
      <p className={isBuy ? 'confirm-side text-buy' : 'confirm-side text-sell'}>
        {isBuy ? 'Buy / Long' : 'Sell / Short'} {request.pair}
      </p>
      <FactList className="facts confirm-facts" facts={rows} />
      <DontAskAgain checked={dontAsk} onChange={setDontAsk} />
      <div className="confirm-actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={isBuy ? 'button button-buy' : 'button button-sell'} onClick={() => onConfirm(dontAsk)}>
          {count === 1 ? 'Place order' : `Place ${count} orders`}
        </button>
      </div>
    </div>
  );
}

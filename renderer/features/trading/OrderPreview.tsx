/** Before sending, for a buy and for a sell side by side: value, margin, fee, cost, and the position after with its liquidation price. */
import type { EntryPair } from '../../domain/trading/entry-context';
import type { PreviewColumn } from '../../services/order-entry';
import { fixed, liquidationText, money, positionText } from '../../domain/trading/preview-format';

interface OrderPreviewProps {
  pair: EntryPair;
  buy: PreviewColumn | null;
  sell: PreviewColumn | null;
  /** The row of the price the estimate assumes, and what to call it; none when it is the Price typed. */
  priceLabel?: string | undefined;
}

const GUARDS_TIP = 'Perpdesk would refuse this order by a guard of Settings → Guards; the buttons still send it, and the refusal says the same.';

/** Under the buttons: the guard each side would break, before the click (guard-preview.ts). */
export function GuardNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <div className="preview-guards" role="note" aria-label="Guards" title={GUARDS_TIP}>
      {notes.map((note) => (
        <p key={note} className="preview-guard">
          {note}
        </p>
      ))}
    </div>
  );
}

const ROLE_TEXT = { maker: 'maker', taker: 'taker', mixed: 'mixed' } as const;

export function OrderPreview({ pair, buy, sell, priceLabel }: OrderPreviewProps) {
  const cells = (render: (c: PreviewColumn) => string, className?: (c: PreviewColumn) => string | undefined) =>
    [buy, sell].map((c, i) => (
      <td key={i} className={`num ${c ? (className?.(c) ?? '') : ''}`.trim()}>
        {c ? render(c) : '–'}
      </td>
    ));
  const notes = [
    ['Long', buy?.note],
    ['Short', sell?.note],
  ].filter(([, note]) => note);
  return (
    <div className="preview">
      <table className="preview-table" aria-label="Order preview">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Figure</span>
            </th>
            <th scope="col" className="text-buy">
              Long
            </th>
            <th scope="col" className="text-sell">
              Short
            </th>
          </tr>
        </thead>
        <tbody>
          {priceLabel && (
            <tr>
              <th scope="row">{priceLabel}</th>
              {cells((c) => fixed(c.price, pair.priceDecimal))}
            </tr>
          )}
          <tr>
            <th scope="row">Value</th>
            {cells((c) => money(c.notional))}
          </tr>
          <tr>
            <th scope="row">Margin</th>
            {cells((c) => money(c.estimate?.margin))}
          </tr>
          <tr>
            <th scope="row">Fee</th>
            {[buy, sell].map((c, i) => (
              <td key={i} className="num">
                {c ? money(c.estimate?.fee, pair.settleDecimal) : '–'}
                {c && <span className="fee-role"> {ROLE_TEXT[c.role]}</span>}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Cost</th>
            {cells(
              (c) => money(c.estimate?.cost),
              (c) => (c.tooDear ? 'text-error' : undefined),
            )}
          </tr>
          <tr>
            <th scope="row">Liq. price</th>
            {cells((c) => (c.estimate ? liquidationText(c.estimate.liquidation, pair.priceDecimal) : '–'))}
          </tr>
          <tr>
            <th scope="row">Position after</th>
            {cells((c) => (c.estimate ? positionText(c.estimate.position, pair.tradeDecimal) : '–'))}
          </tr>
        </tbody>
      </table>
      {notes.map(([side, note]) => (
        <p key={side} className="preview-note">
          {side}: {note}
        </p>
      ))}
    </div>
  );
}

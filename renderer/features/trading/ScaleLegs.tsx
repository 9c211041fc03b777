/** A scale's orders before sending (price, quantity, value each), and after sending what became of each. */
import type { EntryPair } from '../../domain/trading/entry-context';
import type { ScaleItemText } from '../../services/outcomes';
import { fixed, money } from '../../domain/trading/preview-format';
import type { ScalePreviewLeg } from '../../domain/trading/scale-form';

export function ScaleLegList({ pair, legs }: { pair: EntryPair; legs: readonly ScalePreviewLeg[] }) {
  return (
    <div className="scale-legs">
      <table className="preview-table legs-table" aria-label="Scale preview">
        <thead>
          <tr>
            <th scope="col">#</th>
            <EndHeads names={['Price', 'Quantity', 'Value']} />
          </tr>
        </thead>
        <tbody>
          {legs.map((leg, i) => (
            <tr key={i}>
              <td className="num muted">{i + 1}</td>
              <td className="num end">{fixed(leg.price, pair.priceDecimal)}</td>
              <td className="num end">{fixed(leg.quantity, pair.tradeDecimal)}</td>
              <td className="num end">{money(leg.notional)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ScaleResultList({ items }: { items: readonly ScaleItemText[] }) {
  return (
    <div className="scale-legs">
      <table className="preview-table legs-table" aria-label="Scale results">
        <thead>
          <tr>
            <EndHeads names={['Price', 'Quantity']} />
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => (
            <tr key={i}>
              <td className="num end">{item.price}</td>
              <td className="num end">{item.quantity}</td>
              <td className={`outcome-${item.tone} result-cell`}>{item.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Column heads of numbers, which line up at the end. */
function EndHeads({ names }: { names: readonly string[] }) {
  return names.map((name) => (
    <th key={name} scope="col" className="end">
      {name}
    </th>
  ));
}

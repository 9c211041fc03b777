import { useMarketActions, usePairs, useSelectedSymbol } from '../../stores';

/** The pair being traded. Usable before the list arrives: it then offers only the remembered pair. */
export function MarketSelect() {
  const pairs = usePairs();
  const selected = useSelectedSymbol();
  const { select } = useMarketActions();
  const listed = pairs.data ?? [];
  const symbols = listed.some((p) => p.symbol === selected) ? listed.map((p) => p.symbol) : [selected, ...listed.map((p) => p.symbol)];
  return (
    <div className="market-select">
      <select aria-label="Market" className="select" value={selected} onChange={(event) => select(event.target.value)}>
        {symbols.map((symbol) => (
          <option key={symbol} value={symbol}>
            {symbol}
          </option>
        ))}
      </select>
      {pairs.status === 'error' && !pairs.data && (
        <span className="text-error">Markets unavailable: {pairs.error?.message}</span>
      )}
    </div>
  );
}

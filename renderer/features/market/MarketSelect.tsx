import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Pair } from '../../../shared/exchange';
import { useFeed, useStale, useMarketActions, usePairs, useSelectedPair, useSelectedSymbol, type Loadable } from '../../stores';
import { toneClass } from './change-model';
import {
  filterChoices,
  initialActive,
  marketChoices,
  marketOptions,
  moveActive,
  tickerLine,
  type MarketChoice,
} from './market-list-model';
import './market.css';

/**
 * The Market combobox (WAI-ARIA editable combobox with a list popup): closed, it shows the pair being traded with its
 * last price and 24h change (from the summary feed); opened, every pair with its price and change, filtered as the
 * trader types. Arrow keys move, Enter chooses, Escape closes and restores. The pair list's prices (the tickers feed)
 * are polled only while the list is open.
 */
export function MarketSelect() {
  const pairs = usePairs();
  const selected = useSelectedSymbol();
  const pair = useSelectedPair();
  const { select } = useMarketActions();
  const summary = useFeed('summary');
  const stale = useStale('summary');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const lineId = useId();

  const all = useMemo(() => marketChoices(pairs.data, selected), [pairs.data, selected]);
  const shown = useMemo(() => filterChoices(all, query), [all, query]);
  // Typed text whose matches arrived after it (the pair list was still loading) makes the first match active.
  const activeIndex = active < 0 && query !== '' && shown.length > 0 ? 0 : active;
  const activeChoice = open ? shown[activeIndex] : undefined;
  const optionId = (symbol: string) => `${listId}-${symbol}`;
  const line = summary.data && summary.data.pair === selected ? tickerLine(summary.data.ticker, pair) : null;

  const show = (text: string) => {
    setQuery(text);
    setActive(text === '' ? initialActive(all, selected) : filterChoices(all, text).length > 0 ? 0 : -1);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
  };
  const choose = (symbol: string) => {
    select(symbol);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!open) show('');
      else if (!event.altKey) setActive(moveActive(activeIndex, shown.length, key === 'ArrowDown' ? 1 : -1));
      else if (key === 'ArrowUp') close();
    } else if (key === 'Enter') {
      event.preventDefault();
      if (!open) show('');
      else if (activeChoice) choose(activeChoice.symbol);
    } else if (key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      }
    } else if (!open && key === ' ') {
      event.preventDefault();
      show('');
    } else if (!open && key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // The closed box shows the symbol: a typed letter starts a search instead of editing it.
      event.preventDefault();
      show(key);
    }
  };

  const onBoxMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const onInput = event.target === input.current;
    if (!onInput) event.preventDefault();
    input.current?.focus();
    if (!open) show('');
    else if (!onInput) close();
  };

  return (
    <div className="market-select">
      <div className={open ? 'market-combo market-combo-open' : 'market-combo'}>
        <div className="market-combo-box" onMouseDown={onBoxMouseDown}>
          <input
            ref={input}
            role="combobox"
            aria-label="Market"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeChoice ? optionId(activeChoice.symbol) : undefined}
            aria-describedby={line && !open ? lineId : undefined}
            className="market-combo-input"
            value={open ? query : selected}
            placeholder={open ? 'Search…' : undefined}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => show(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          {line && (
            <span id={lineId} className={stale ? 'market-combo-line market-combo-line-stale num' : 'market-combo-line num'}>
              <span className="market-combo-price">{line.price}</span>{' '}
              <span className={toneClass(line.change.tone)}>{line.change.percent ?? line.change.absolute}</span>
            </span>
          )}
          <span className="market-combo-caret" aria-hidden="true" />
        </div>
        {open && (
          <MarketListbox
            id={listId}
            choices={shown}
            selected={selected}
            active={activeIndex}
            query={query}
            pairs={pairs}
            optionId={optionId}
            onActivate={setActive}
            onChoose={choose}
          />
        )}
      </div>
      {pairs.status === 'error' && !pairs.data && (
        <span className="text-error">Markets unavailable: {pairs.error?.message}</span>
      )}
    </div>
  );
}

interface ListboxProps {
  id: string;
  choices: MarketChoice[];
  selected: string;
  active: number;
  query: string;
  pairs: Loadable<Pair[]>;
  optionId: (symbol: string) => string;
  onActivate: (index: number) => void;
  onChoose: (symbol: string) => void;
}

/** The open list. Mounted only while open, so the tickers feed it uses is polled only then. */
function MarketListbox({ id, choices, selected, active, query, pairs, optionId, onActivate, onChoose }: ListboxProps) {
  const tickers = useFeed('tickers');
  const options = useMemo(() => marketOptions(choices, tickers.data, selected), [choices, tickers.data, selected]);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const item = active >= 0 ? list.current?.children[active] : undefined;
    item?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    // Keeps the focus in the input when the list is clicked, so the input stays the one place keys go.
    <div className="market-popup" onMouseDown={(event) => event.preventDefault()}>
      <div className="market-popup-head" aria-hidden="true">
        <span>Market</span>
        <span>Last price</span>
        <span>24h change</span>
      </div>
      <ul ref={list} id={id} role="listbox" aria-label="Markets" className="market-options">
        {options.map((option, index) => (
          <li
            key={option.symbol}
            id={optionId(option.symbol)}
            role="option"
            aria-selected={index === active}
            aria-label={option.label}
            className={`market-option${index === active ? ' market-option-active' : ''}${option.current ? ' market-option-current' : ''}`}
            onMouseMove={() => {
              if (index !== active) onActivate(index);
            }}
            onClick={() => onChoose(option.symbol)}
          >
            <span className="market-option-symbol">{option.symbol}</span>
            <span className="num">{option.line?.price}</span>
            <span className={`num ${option.line ? toneClass(option.line.change.tone) : ''}`}>{option.line?.change.percent}</span>
          </li>
        ))}
      </ul>
      {options.length === 0 && <p className="market-popup-message">No market matches “{query.trim()}”</p>}
      {!pairs.data && pairs.status !== 'error' && <p className="market-popup-message">Loading markets…</p>}
      {tickers.status === 'error' && (
        <p className="market-popup-message text-error">
          {tickers.data ? 'Prices not updating' : 'Prices unavailable'}: {tickers.error?.message}
        </p>
      )}
    </div>
  );
}

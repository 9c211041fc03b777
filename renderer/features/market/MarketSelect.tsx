import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { PairTicker } from '../../../shared/bridge';
import type { Pair } from '../../../shared/exchange';
import { useFavourites, useFeed, useMarketActions, usePairs, useSelectedPair, useSelectedSymbol, useStale, type Loadable } from '../../stores';
import { useSession } from '../../services/hooks';
import { toneClass } from './change-model';
import {
  filterChoices,
  initialActive,
  marketChoices,
  marketOptions,
  moveActive,
  pinFavourites,
  pricesDue,
  rowsInView,
  tickerLine,
  toggleFavourite,
  withPrices,
  type MarketChoice,
  type TickerCache,
} from './market-list-model';
import './market.css';

/**
 * The Market combobox (WAI-ARIA editable combobox with a list popup): closed, it shows the pair being traded with its
 * last price and 24h change (from the summary feed); opened, every pair with its price and change, filtered as the
 * trader types, the starred favourites pinned on top. Arrow keys move, Enter chooses, Escape closes and restores.
 * Prices are asked only while the list is open, only for the rows in view and the favourites, each at most every
 * LIST_PRICE_MAX_AGE_MS, and kept (for this run) so that a row scrolled back to shows its price at once.
 */
export function MarketSelect() {
  const pairs = usePairs();
  const selected = useSelectedSymbol();
  const pair = useSelectedPair();
  const { select, setFavourites } = useMarketActions();
  const favourites = useFavourites();
  const [prices, setPrices] = useState<TickerCache>(() => new Map());
  const addPrices = useCallback((answer: readonly PairTicker[], at: number) => setPrices((cache) => withPrices(cache, answer, at)), []);
  const summary = useFeed('summary');
  const stale = useStale('summary');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const lineId = useId();

  const all = useMemo(() => pinFavourites(marketChoices(pairs.data, selected), favourites), [pairs.data, selected, favourites]);
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
            prices={prices}
            favourites={favourites}
            optionId={optionId}
            onActivate={setActive}
            onChoose={choose}
            onPrices={addPrices}
            onToggleFavourite={(symbol) => setFavourites(toggleFavourite(favourites, symbol))}
          />
        )}
      </div>
      {pairs.status === 'error' && !pairs.data && <span className="text-error">Markets unavailable: {pairs.error?.message}</span>}
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
  prices: TickerCache;
  favourites: string[];
  optionId: (symbol: string) => string;
  onActivate: (index: number) => void;
  onChoose: (symbol: string) => void;
  /** An answer of the tickers feed, and when it came. */
  onPrices: (answer: readonly PairTicker[], at: number) => void;
  onToggleFavourite: (symbol: string) => void;
}

/** Rows asked for before the list has measured itself. */
const FIRST_VIEW = { first: 0, last: 11 };
/** The list asks at once for rows scrolled to without a price, but at most this often. */
const ASK_AT_MOST_EVERY_MS = 1000;

/** The open list. Mounted only while open, so the tickers feed it uses is polled only then. */
function MarketListbox(props: ListboxProps) {
  const { id, choices, selected, active, query, pairs, prices, favourites, optionId, onActivate, onChoose } = props;
  const session = useSession();
  const { setListDue } = useMarketActions();
  const tickers = useFeed('tickers');
  const options = useMemo(() => marketOptions(choices, prices, selected, favourites), [choices, prices, selected, favourites]);
  const list = useRef<HTMLUListElement>(null);
  const [view, setView] = useState(FIRST_VIEW);
  const lastAsked = useRef(0);
  const inView = options.slice(view.first, view.last + 1).map((o) => o.symbol);
  const inViewKey = inView.join();

  const { onPrices } = props;
  // Each answer once (an equal answer keeps its object, but is news of its age).
  useEffect(() => {
    if (tickers.data && tickers.data.length > 0 && tickers.updatedAt !== null) onPrices(tickers.data, tickers.updatedAt);
  }, [tickers.data, tickers.updatedAt, onPrices]);

  const measure = useCallback(() => {
    const box = list.current;
    const row = box?.firstElementChild as HTMLElement | null | undefined;
    if (box && row) setView(rowsInView(box.scrollTop, box.clientHeight, row.offsetHeight, box.children.length));
  }, []);
  useEffect(measure, [measure, options.length]);

  // What the tickers feed asks next: the rows in view and the favourites without a fresh price (ages checked each second).
  useEffect(() => {
    const symbols = inViewKey === '' ? [] : inViewKey.split(',');
    const update = () => setListDue(pricesDue(symbols, favourites, prices, Date.now()));
    update();
    const timer = window.setInterval(update, 1000);
    return () => window.clearInterval(timer);
  }, [inViewKey, favourites, prices, setListDue]);
  useEffect(() => () => setListDue([]), [setListDue]);

  // Rows scrolled to without a price are asked for at once, not at the next run.
  useEffect(() => {
    const missing = inViewKey !== '' && inViewKey.split(',').some((symbol) => !prices.has(symbol));
    if (!missing) return;
    const wait = Math.max(150, lastAsked.current + ASK_AT_MOST_EVERY_MS - Date.now());
    const timer = window.setTimeout(() => {
      lastAsked.current = Date.now();
      session.poller.refresh('tickers');
    }, wait);
    return () => window.clearTimeout(timer);
  }, [inViewKey, prices, session]);

  useEffect(() => {
    const item = active >= 0 ? list.current?.children[active] : undefined;
    item?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    // Keeps the focus in the input when the list is clicked, so the input stays the one place keys go.
    <div className="market-popup" onMouseDown={(event) => event.preventDefault()}>
      <div className="market-popup-head" aria-hidden="true">
        <span />
        <span>Market</span>
        <span>Last price</span>
        <span>24h change</span>
      </div>
      <ul ref={list} id={id} role="listbox" aria-label="Markets" className="market-options" onScroll={measure}>
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
            <button
              type="button"
              className={option.favourite ? 'market-star market-star-on' : 'market-star'}
              aria-label={`Favourite ${option.symbol}`}
              aria-pressed={option.favourite}
              tabIndex={-1}
              onClick={(event) => {
                event.stopPropagation();
                props.onToggleFavourite(option.symbol);
              }}
            >
              {option.favourite ? '★' : '☆'}
            </button>
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

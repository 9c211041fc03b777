import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { BridgeResult } from '../../../shared/bridge';
import type { FundingRecord } from '../../../shared/exchange';
import { useSession } from '../../services/hooks';
import { documentOf, isNode, listen, windowOf } from '../../ui/dom';
import { Table, type Column } from '../../ui/Table';
import { toneClass } from './change-model';
import { settlementRows, type SettlementRow } from './funding-model';
import './market.css';

/** Settlements asked for: two days of hourly funding. */
export const FUNDING_HISTORY_LIMIT = 48;

/**
 * The "Funding history" button beside the funding rate, and the small dialog it opens: the pair's recent
 * settlements (time, rate), read when it opens. Escape, a click outside, or focus leaving it closes it.
 */
export function FundingHistory({ pair }: { pair: string }) {
  /** Where the dialog opens (under the button, measured at the click); null while closed. */
  const [place, setPlace] = useState<Place | null>(null);
  const open = place !== null;
  const button = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setPlace(null);
    if (returnFocus) button.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="summary-history-button"
        aria-label="Funding history"
        title="Funding history"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={(event) => setPlace(open ? null : placeUnder(event.currentTarget))}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            close(true);
          }
        }}
      >
        <span aria-hidden="true" className="summary-history-icon" />
      </button>
      {place && <FundingHistoryDialog id={dialogId} pair={pair} place={place} anchor={button} onClose={close} />}
    </>
  );
}

const WIDTH = 240;
const MARGIN = 8;

/** Where the list opens, and the body of the button's document it opens in (a pop-out's, when the panel is there). */
type Place = { top: number; left: number; body: HTMLElement };

/** Under the button, kept inside its window. */
function placeUnder(anchor: HTMLElement): Place {
  const rect = anchor.getBoundingClientRect();
  const right = windowOf(anchor).innerWidth - WIDTH - MARGIN;
  return { top: rect.bottom + 6, left: Math.max(MARGIN, Math.min(rect.left - WIDTH / 2, right)), body: documentOf(anchor).body };
}

interface DialogProps {
  id: string;
  pair: string;
  place: Place;
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}

function FundingHistoryDialog({ id, pair, place, anchor, onClose }: DialogProps) {
  const session = useSession();
  const dialog = useRef<HTMLDivElement>(null);
  const [answer, setAnswer] = useState<{ pair: string; result: BridgeResult<FundingRecord[]> } | null>(null);

  useEffect(() => {
    let current = true;
    session.invoke('market.fundingHistory', { pair, limit: FUNDING_HISTORY_LIMIT }).then(
      (result) => current && setAnswer({ pair, result }),
      (error: unknown) => current && setAnswer({ pair, result: { ok: false, error: { kind: 'internal', message: String(error) } } }),
    );
    return () => {
      current = false;
    };
  }, [session, pair]);

  // The focus moves in, so a screen reader reads the dialog and Escape reaches it.
  useEffect(() => dialog.current?.focus(), []);

  /** Neither in the dialog nor its button. */
  const outside = (target: Node): boolean => !(dialog.current?.contains(target) || anchor.current?.contains(target));

  useEffect(() => {
    const onMouseDown = (event: globalThis.MouseEvent) => {
      if (isNode(event.target) && outside(event.target)) onClose(false);
    };
    return listen(documentOf(anchor.current), { mousedown: onMouseDown });
  }, [anchor, onClose]);

  const result = answer?.pair === pair ? answer.result : null;
  const columns: Column<SettlementRow>[] = [
    { id: 'time', header: 'Time', cell: (row) => <span className="num">{row.time}</span> },
    { id: 'rate', header: 'Rate', align: 'end', cell: (row) => <span className={toneClass(row.rate.tone)}>{row.rate.text}</span> },
  ];
  const empty = !result
    ? 'Loading funding history…'
    : result.ok
      ? 'No funding settlements yet'
      : `Funding history unavailable: ${result.error.message}`;

  return createPortal(
    <div
      ref={dialog}
      id={id}
      role="dialog"
      aria-label="Funding history"
      tabIndex={-1}
      className="funding-dialog"
      style={{ top: place.top, left: place.left, width: WIDTH }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose(true);
        }
      }}
      onBlur={(event) => {
        // Tabbing away closes it; a blur to nowhere (the window losing focus) does not.
        if (isNode(event.relatedTarget) && outside(event.relatedTarget)) onClose(false);
      }}
    >
      <div className="funding-dialog-head">
        <span className="funding-dialog-title">Funding history</span>
        <span className="muted">{pair}</span>
        <button type="button" className="button-glyph funding-dialog-close" aria-label="Close" onClick={() => onClose(true)}>
          ×
        </button>
      </div>
      <div className="funding-dialog-body" aria-busy={!result}>
        <Table
          label="Funding settlements"
          columns={columns}
          rows={result?.ok ? settlementRows(result.value) : []}
          rowKey={(row) => row.id}
          empty={empty}
        />
      </div>
    </div>,
    place.body,
  );
}

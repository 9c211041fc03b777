/** The Positions panel's Close all: the market on screen or every market, confirmed as Settings say, then each position's progress. */
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { ClosedPosition } from '../../../shared/bridge';
import type { Position } from '../../../shared/exchange';
import { useFeedValue, usePairs, useSelectedSymbol, useSettings } from '../../stores';
import { Dialog } from '../../ui/Dialog';
import { documentOf, isElement, listen } from '../../ui/dom';
import { closeChoices, closeRows, closeSummary, closeTargets } from './close-all-model';
import { usePositionActions } from './use-positions';
import { ConfirmActions } from './ConfirmActions';

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]';

type Phase = { kind: 'confirm' } | { kind: 'running' } | { kind: 'done'; results: ClosedPosition[] | null; error: string | null };

export function CloseAll() {
  const positions = useFeedValue('positions', (d) => d) ?? [];
  const onScreen = useSelectedSymbol();
  const settings = useSettings();
  const confirmFirst = useStore(settings, (s) => s.confirm.positions);
  const pairs = usePairs().data ?? undefined;
  const actions = usePositionActions();
  const [menu, setMenu] = useState(false);
  const [job, setJob] = useState<{ pair: string | null; targets: Position[]; phase: Phase } | null>(null);
  const [dontAsk, setDontAsk] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // Escape or a press outside closes the menu, the keyboard back on its button; a press on another control keeps
  // the focus it takes (the trader went there on purpose).
  useEffect(() => {
    if (!menu) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setMenu(false);
      button.current?.focus();
    };
    const onPress = (e: PointerEvent) => {
      const target = isElement(e.target) ? e.target : null;
      if (target && (menuRef.current?.contains(target) || button.current?.contains(target))) return;
      setMenu(false);
      // After the press's own focus change, which moves focus off the button even onto plain text.
      if (!target?.closest(FOCUSABLE)) setTimeout(() => button.current?.focus(), 0);
    };
    // The document the button is in: a pop-out's, when the panel was moved there.
    return listen(documentOf(button.current), { keydown: onKey, pointerdown: onPress });
  }, [menu]);

  const run = async (pair: string | null, targets: Position[]) => {
    setJob({ pair, targets, phase: { kind: 'running' } });
    const result = await actions.closeAll(pair ?? undefined);
    setJob({ pair, targets, phase: { kind: 'done', results: result.ok ? result.value : null, error: result.ok ? null : result.error.message } });
  };

  const choose = (pair: string | null) => {
    setMenu(false);
    const targets = closeTargets(positions, pair);
    setDontAsk(false);
    if (confirmFirst) setJob({ pair, targets, phase: { kind: 'confirm' } });
    else void run(pair, targets);
  };

  const phase = job?.phase;
  const rows = job
    ? closeRows(job.targets, pairs, { running: phase?.kind === 'running', results: phase?.kind === 'done' ? phase.results : null, live: positions })
    : [];
  const where = job?.pair ?? 'every market';

  return (
    <div className="positions-close-all">
      <button
        ref={button}
        type="button"
        className="button button-small"
        aria-haspopup="menu"
        aria-expanded={menu}
        disabled={positions.length === 0}
        onClick={() => setMenu(!menu)}
      >
        Close all
      </button>
      {menu && (
        <div ref={menuRef} role="menu" aria-label="Close all" className="positions-close-menu">
          {closeChoices(positions, onScreen).map((choice) => (
            <button key={choice.pair ?? 'all'} type="button" role="menuitem" className="button-quiet" onClick={() => choose(choice.pair)}>
              {choice.label}
            </button>
          ))}
        </div>
      )}
      <Dialog
        title={`Close all on ${where}`}
        open={job !== null}
        onClose={() => phase?.kind !== 'running' && setJob(null)}
        className="positions-dialog"
      >
        {job && (
          <>
            <p role="status">
              {phase?.kind === 'confirm'
                ? `Close ${rows.length} ${rows.length === 1 ? 'position' : 'positions'} at market:`
                : closeSummary(rows, phase?.kind === 'running')}
            </p>
            {phase?.kind === 'done' && phase.error && <p className="outcome-error">Close all did not happen: {phase.error}</p>}
            <ul className="positions-close-list" aria-label="Positions to close">
              {rows.map((r) => (
                <li key={r.positionId} data-status={r.status}>
                  {r.pair} <span className={r.side === 'Long' ? 'text-buy' : 'text-sell'}>{r.side}</span> <span className="num">{r.size}</span>
                  {r.status === 'listed' ? (
                    <span className="muted"> · PnL about {r.pnl}</span>
                  ) : (
                    <span className={r.status === 'refused' ? 'outcome-error' : ''}> · {r.text}</span>
                  )}
                </li>
              ))}
            </ul>
            {phase?.kind === 'confirm' ? (
              <ConfirmActions
                dontAsk={dontAsk}
                onDontAsk={setDontAsk}
                keepText="Keep them"
                onKeep={() => setJob(null)}
                goClassName="button button-sell"
                goText={rows.length === 1 ? 'Close 1 position' : `Close ${rows.length} positions`}
                onGo={() => void run(job.pair, job.targets)}
              />
            ) : (
              <div className="dialog-actions">
                <button type="button" className="button" disabled={phase?.kind === 'running'} onClick={() => setJob(null)}>
                  Done
                </button>
              </div>
            )}
          </>
        )}
      </Dialog>
    </div>
  );
}

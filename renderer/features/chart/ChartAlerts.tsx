/**
 * The React side of price alerts on the chart: hands the pair's alerts and last price to the alert layer, carries
 * out what it asks (set, move, remove: the session's alerts road), and renders what the canvas cannot: the list of
 * the alert lines for keyboards and screen readers, and the core's refusal where the trader acted.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { summaryPricesOf, useFeedValue, useSelectedPair } from '../../stores';
import { useSession } from '../../services/hooks';
import { BellIcon } from '../../ui/BellIcon';
import { conditionText, levelAt } from '../../domain/alerts/alert-text';
import type { AlertLayer } from './alert-layer';
import { ChartHeadToggle } from './ChartHeadToggle';
import { ALERT_LINE_PREFIX } from './alert-lines';

export function ChartAlerts({ layer, armed, onArmed }: { layer: AlertLayer; armed: boolean; onArmed: (on: boolean) => void }) {
  const session = useSession();
  const pair = useSelectedPair();
  const alerts = useFeedValue('alerts', (d) => d);
  const last = useFeedValue('summary', (d) => (d && d.pair === pair?.symbol ? d.ticker.close : null));
  const [notice, setNotice] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = useMemo(
    () => (alerts ?? []).filter((a) => a.pair === pair?.symbol && a.status === 'armed' && a.condition !== 'move'),
    [alerts, pair?.symbol],
  );

  /** The ✕ on the line and the list's button alike: a refusal is said where the trader acted. */
  const remove = useCallback(
    (id: string) => {
      void session.alerts.remove(id).then((result) => {
        if (!result.ok) setNotice(`Alert not removed: ${result.error.message}`);
      });
    },
    [session],
  );

  useLayoutEffect(() => {
    layer.setHandlers({
      set: (price) => {
        const symbol = session.market.getState().selected;
        const condition = levelAt(price, summaryPricesOf(session.feeds.getState(), symbol).last);
        setNotice(null);
        void session.alerts.set({ pair: symbol, condition, price }).then((result) => {
          if (!result.ok) setNotice(`No alert set: ${result.error.message}`);
        });
      },
      move: async (id, price) => {
        setNotice(null);
        const result = await session.alerts.edit({ id, price });
        if (!result.ok) setNotice(`Alert not moved: ${result.error.message}`);
        return result.ok;
      },
      remove,
      disarm: () => onArmed(false),
    });
  }, [layer, session, onArmed, remove]);
  useLayoutEffect(() => layer.setInputs({ pair: pair ?? null, alerts, last }), [layer, pair, alerts, last]);
  useLayoutEffect(() => layer.setArmed(armed), [layer, armed]);
  // Another market: the Alert button was for the one before.
  useEffect(() => onArmed(false), [pair?.symbol, onArmed]);
  useLayoutEffect(() => {
    layer.setList(listRef.current);
  }, [layer, shown]);
  useLayoutEffect(() => () => layer.setList(null), [layer]);

  return (
    <>
      <ul className="chart-lines" aria-label="Alert lines" ref={listRef}>
        {shown.map((a) => (
          <li key={a.id} data-line-id={`${ALERT_LINE_PREFIX}${a.id}`} data-alert-id={a.id} data-price={a.price ?? undefined}>
            <span>
              Price alert: {a.pair} {conditionText(a)}
            </span>
            <button type="button" onClick={() => remove(a.id)}>
              Remove alert at {a.price}
            </button>
          </li>
        ))}
      </ul>
      {armed && (
        <p className="chart-alert-hint" role="status">
          Click the chart to set an alert there · Escape cancels
        </p>
      )}
      {notice !== null && (
        <div className="chart-notice" role="alert">
          <span className="chart-notice-text">{notice}</span>
          <button type="button" className="chart-notice-dismiss" aria-label="Dismiss message" onClick={() => setNotice(null)}>
            ✕
          </button>
        </div>
      )}
    </>
  );
}

/** The chart header's Alert button: on, the next click on the chart sets an alert at that price. */
export function AlertButton({ armed, onArmed }: { armed: boolean; onArmed: (on: boolean) => void }) {
  return (
    <ChartHeadToggle on={armed} title="Set a price alert: click the chart at its price (Escape cancels)" onClick={() => onArmed(!armed)}>
      <BellIcon /> Alert
    </ChartHeadToggle>
  );
}

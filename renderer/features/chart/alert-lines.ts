/**
 * The price alerts on the Price chart, without the chart: a dashed line per armed above/below alert of the pair,
 * labelled "Alert above 61000.0" with a ✕, draggable (a move is `alerts.edit`); the line being dragged or saved at its
 * new price; and, while the chart's Alert button is on, where a click would set one ("Alert above 61000.0 · click").
 * Drawn by the chart's lines primitive like every other line.
 */
import type { PriceAlert } from '../../../shared/bridge';
import { conditionText, levelAt } from '../../domain/alerts/alert-text';
import { baseLine, type ChartLine, type LinePair } from './chart-lines';

export const ALERT_LINE_PREFIX = 'alert:';
export const ALERT_PREVIEW_ID = 'alert-preview';

/** An alert's line being moved: dragged (not sent yet) or saving (sent, its answer awaited). */
export interface AlertMove {
  id: string;
  price: string;
  phase: 'dragging' | 'saving';
}

export interface AlertLineInputs {
  pair: LinePair | null;
  alerts: readonly PriceAlert[] | null;
  /** The pair's last price: which side of it a new alert is. */
  last: string | null;
  move: AlertMove | null;
  /** Where a click would set an alert (the Alert button is on and the pointer is over the chart), or null. */
  preview: string | null;
}

function alertLine(alert: PriceAlert, price: string, note: string | null, state: 'still' | AlertMove['phase']): ChartLine {
  const condition = conditionText({ ...alert, price });
  return baseLine({
    id: `${ALERT_LINE_PREFIX}${alert.id}`,
    kind: 'alert',
    price,
    tone: 'warn',
    dash: 'dashed',
    label: [
      { text: `Alert ${condition}`, tone: 'warn' },
      ...(alert.note ? [{ text: alert.note, tone: 'muted' as const }] : []),
      ...(note ? [{ text: note, tone: 'muted' as const }] : []),
    ],
    button: state === 'still' ? 'cancel' : null,
    draggable: state !== 'saving',
    scaled: true,
    description: `Price alert: ${alert.pair} ${condition}${alert.note ? ` (${alert.note})` : ''}`,
  });
}

/** The lines of the pair's armed above/below alerts (a move has no one level to draw), and the preview. */
export function alertLines({ pair, alerts, last, move, preview }: AlertLineInputs): ChartLine[] {
  if (!pair) return [];
  const lines: ChartLine[] = [];
  for (const alert of alerts ?? []) {
    if (alert.pair !== pair.symbol || alert.status !== 'armed' || alert.condition === 'move' || alert.price === null) continue;
    const moved = move?.id === alert.id && move.price !== alert.price ? move : null;
    if (moved) lines.push(alertLine(alert, moved.price, moved.phase === 'saving' ? 'moving…' : `from ${alert.price}`, moved.phase));
    else lines.push(alertLine(alert, alert.price, null, 'still'));
  }
  if (preview !== null) {
    const condition = `${levelAt(preview, last)} ${preview}`;
    lines.push(
      baseLine({
        id: ALERT_PREVIEW_ID,
        kind: 'alert',
        price: preview,
        tone: 'warn',
        dash: 'dotted',
        faded: true,
        label: [{ text: `Alert ${condition} · click to set`, tone: 'warn' }],
        description: `New price alert: ${pair.symbol} ${condition}`,
      }),
    );
  }
  return lines;
}

/** Which alert a chart line stands for, or null (another line, or the preview). */
export const alertIdOf = (line: Pick<ChartLine, 'id' | 'kind'>): string | null =>
  line.kind === 'alert' && line.id.startsWith(ALERT_LINE_PREFIX) ? line.id.slice(ALERT_LINE_PREFIX.length) : null;

import { useState } from 'react';
import type { PriceAlert } from '../../../shared/bridge';
import { useFeedValue, usePairs } from '../../stores';
import { useSession } from '../../services/hooks';
import { Table, type Column } from '../../ui/Table';
import { ActionProblem } from '../../ui/ActionProblem';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { editableValue, editAlertParams } from './alert-form';
import { conditionText, feedText, orderedAlerts, statusText } from '../../domain/alerts/alert-text';
import './alerts.css';

/**
 * The Alerts tab: table "Price alerts", the armed first, then the fired; each row's Edit (its price, or percent,
 * and note, inline) and Remove. A refusal is said above the table in the core's words.
 */
const HELD_NOTE = 'Held by Perpdesk: told once when the price crosses, while Perpdesk or its headless process (npm run headless) runs';

export function AlertsTab() {
  const session = useSession();
  const alerts = useFeedValue('alerts', (d) => d);
  const pairs = usePairs().data;
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; value: string; note: string } | null>(null);
  const rows = orderedAlerts(alerts ?? []);
  const decimalsOf = (pair: string) => pairs?.find((p) => p.symbol === pair)?.priceDecimal ?? 8;

  const remove = async (alert: PriceAlert) => {
    const result = await session.alerts.remove(alert.id);
    setProblem(result.ok ? null : `Not removed: ${result.error.message}`);
    if (result.ok && editing?.id === alert.id) setEditing(null);
  };

  const save = async (alert: PriceAlert) => {
    if (!editing) return;
    const checked = editAlertParams(alert, editing.value, editing.note, decimalsOf(alert.pair));
    if (!checked.ok) {
      if (checked.message === 'Nothing changed') setEditing(null);
      else setProblem(`Not changed: ${checked.message}`);
      return;
    }
    const result = await session.alerts.edit(checked.params);
    setProblem(result.ok ? null : `Not changed: ${result.error.message}`);
    if (result.ok) setEditing(null);
  };

  const isEditing = (a: PriceAlert) => editing?.id === a.id;
  const columns: Column<PriceAlert>[] = [
    { id: 'market', header: 'Market', cell: (a) => a.pair },
    {
      id: 'condition',
      header: 'Condition',
      cell: (a) =>
        isEditing(a) && editing ? (
          <label className="alert-edit-field">
            {a.condition === 'move' ? 'move' : a.condition}{' '}
            <input
              className="control-small num"
              aria-label={a.condition === 'move' ? 'Alert percent' : 'Alert price'}
              value={editing.value}
              autoFocus
              onChange={(e) => setEditing({ ...editing, value: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void save(a);
                if (e.key === 'Escape') setEditing(null);
              }}
            />
            {a.condition === 'move' && ` % from ${a.basePrice ?? '?'}`}
          </label>
        ) : (
          <span className="num">
            {conditionText(a)}
            {a.feed === 'mark' && <span className="muted"> ({feedText(a)})</span>}
          </span>
        ),
    },
    {
      id: 'note',
      header: 'Note',
      cell: (a) =>
        isEditing(a) && editing ? (
          <input
            className="control-small alert-note-input"
            aria-label="Alert note"
            value={editing.note}
            maxLength={200}
            onChange={(e) => setEditing({ ...editing, note: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void save(a);
              if (e.key === 'Escape') setEditing(null);
            }}
          />
        ) : (
          a.note
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (a) => (
        <span className={a.status === 'fired' ? 'alert-fired' : 'alert-armed'} title={HELD_NOTE}>
          {statusText(a)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (a) => (
        <span className="alert-actions">
          {isEditing(a) ? (
            <>
              <button type="button" className="button button-small" onClick={() => void save(a)}>
                Save
              </button>
              <button type="button" className="button button-small" onClick={() => setEditing(null)}>
                Cancel
              </button>
            </>
          ) : (
            a.status === 'armed' && (
              <button
                type="button"
                className="button button-small"
                aria-label={`Edit alert ${a.pair} ${conditionText(a)}`}
                onClick={() => {
                  setProblem(null);
                  setEditing({ id: a.id, value: editableValue(a), note: a.note });
                }}
              >
                Edit
              </button>
            )
          )}
          <button
            type="button"
            className="button button-small"
            aria-label={`Remove alert ${a.pair} ${conditionText(a)}`}
            onClick={() => void remove(a)}
          >
            Remove
          </button>
        </span>
      ),
    },
  ];

  return (
    <div className="alerts-tab">
      <ActionProblem problem={problem} />
      <Table
        label="Price alerts"
        columns={columns}
        rows={rows}
        rowKey={(a) => a.id}
        rowAttributes={(a) => ({ 'data-status': a.status })}
        empty={
          alerts === null
            ? 'Loading alerts…'
            : 'No price alerts: set one from the chart (Alert), the ladder (Shift+click a price) or the Market summary (its bell)'
        }
      />
    </div>
  );
}

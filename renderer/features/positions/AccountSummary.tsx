import Decimal from 'decimal.js';
import { useMemo } from 'react';
import { useFeed, useFeedValue, useFreshness, usePairs } from '../../stores';
import { formatAge } from '../../ui/format';
import { Panel } from '../../ui/Panel';
import { accountFigures, LIQUIDATION_RATIO, type MarginRatio } from './account-model';
import { Fact } from './Facts';
import { MAINTENANCE_RATE } from './margin-model';
import { fixed, NONE, signed, toneClass, toneOf } from './position-view';
import './positions.css';

/** From this margin ratio on (half the way to liquidation at 100 %), it is shown as a warning. */
const WARN_RATIO = LIQUIDATION_RATIO.div(2);

/** "12.34 %"; "≥ 100 %" once the margin balance is gone. */
const ratioText = (ratio: MarginRatio): string =>
  ratio.value.isFinite() ? `${ratio.value.times(100).toFixed(2, Decimal.ROUND_UP)} %` : `≥ ${LIQUIDATION_RATIO.times(100).toFixed(0)} %`;

/**
 * The account at a glance, in the settlement coin: Available, Frozen in orders, Position margin, Equity, Unrealized
 * PnL and Margin ratio
 * (defined in account-model.ts as the paper exchange keeps its books). Each value is a <dd> named by its <dt>.
 */
export function AccountSummary() {
  const balance = useFeed('balance');
  const positions = useFeedValue('positions', (d) => d);
  const pairs = usePairs().data;
  // Equity and PnL stand on both feeds: the figures are as stale as the staler of the two.
  const balanceFreshness = useFreshness('balance');
  const positionsFreshness = useFreshness('positions');
  const freshness = balanceFreshness.kind === 'stale' ? balanceFreshness : positionsFreshness;
  const data = balance.data;
  const decimals = pairs?.find((p) => p.settleCoinName === data?.symbol)?.settleDecimal;
  const figures = useMemo(() => (data ? accountFigures(data, positions ?? []) : null), [data, positions]);
  const coin = data?.symbol ?? '';
  const money = (value: Decimal) => (
    <>
      {fixed(value, decimals)} <span className="muted">{coin}</span>
    </>
  );
  const ratio = figures?.marginRatio ?? null;
  const ratioWarn = ratio !== null && ratio.value.gte(WARN_RATIO);

  return (
    <Panel
      title="Account"
      regionLabel="Account"
      className="account-summary"
      aside={
        freshness.kind === 'stale' && (
          <span className="badge badge-warn" title={freshness.error?.message}>
            stale{freshness.ageMs === null ? '' : ` ${formatAge(freshness.ageMs)}`}
          </span>
        )
      }
    >
      {!figures && balance.status === 'error' ? (
        <p className="panel-message text-error">Balance unavailable: {balance.error?.message}</p>
      ) : (
        <dl className="facts account-facts">
          <Fact label="Available" title="Free for new orders and margin">
            {figures ? money(figures.available) : NONE}
          </Fact>
          <Fact label="Frozen in orders" title="Held by open orders (their margin and fees)">
            {figures ? money(figures.frozenInOrders) : NONE}
          </Fact>
          <Fact label="Position margin" title="The margin of the open positions">
            {figures ? money(figures.positionMargin) : NONE}
          </Fact>
          <Fact label="Equity" title="Available + Frozen in orders + Position margin + Unrealized PnL">
            {figures && positions ? money(figures.equity) : NONE}
          </Fact>
          <Fact label="Unrealized PnL" title="Of every open position, at its market's mark price">
            {figures && positions ? (
              <span className={toneClass(toneOf(figures.unrealizedPnl))}>
                {signed(figures.unrealizedPnl, decimals)} <span className="muted">{coin}</span>
              </span>
            ) : (
              NONE
            )}
          </Fact>
          <Fact
            label="Margin ratio"
            title={`Maintenance margin (${MAINTENANCE_TEXT} of the value at the mark) ÷ margin balance (margin + PnL; for cross, with Available), of the isolated position or the cross positions closest to liquidation. Liquidation at 100 %`}
          >
            {ratio ? (
              <span className={ratioWarn ? 'text-sell' : undefined}>
                {ratioText(ratio)} <span className="muted account-ratio-of">{ratio.of}</span>
              </span>
            ) : (
              NONE
            )}
          </Fact>
        </dl>
      )}
    </Panel>
  );
}

const MAINTENANCE_TEXT = `${MAINTENANCE_RATE.times(100).toFixed(2)} %`;

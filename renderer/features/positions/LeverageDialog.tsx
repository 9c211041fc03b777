import type Decimal from 'decimal.js';
import { useEffect, useState } from 'react';
import type { BridgeError, LeverageSetting, MarginMode } from '../../../shared/bridge';
import { PositionType } from '../../../shared/exchange';
import { useFeedValue } from '../../stores';
import { useSession } from '../../services/hooks';
import { Dialog } from '../../ui/Dialog';
import { NumberField } from '../../ui/NumberField';
import { Fact } from './Facts';
import { releverLiquidation, releverPreview } from './margin-model';
import { describeLeverageSet, errorText } from '../../services/outcomes';
import { fixed, NONE } from './position-view';
import { useTradingWrite, usePair } from './use-positions';
import { PositionForm } from './PositionForm';

export type { MarginMode };

const PRESETS = [1, 2, 3, 5, 10, 20, 25, 50, 75, 100, 125] as const;
const MARGIN_MODES = [
  { value: 'isolated', text: 'Isolated' },
  { value: 'cross', text: 'Cross' },
] as const;

interface LeverageDialogProps {
  /** The pair, e.g. "BTC-USDT"; it need not have a position. */
  pair: string;
  /** The margin mode shown first; the pair's open position's, else isolated, when not given. */
  marginMode?: MarginMode;
  open: boolean;
  onClose: () => void;
}

/**
 * The leverage of a pair per margin mode: reads the setting, sets a new one within the pair's limits. Setting the
 * mode of an open position re-levers it (its margin becomes its opening amount / leverage; an isolated one is topped
 * up from Available and keeps any excess, a cross one is set to it): the dialog says what that will do first.
 */
export function LeverageDialog({ pair, marginMode, open, onClose }: LeverageDialogProps) {
  return (
    <Dialog title="Leverage" open={open} onClose={onClose} className="positions-dialog">
      {open && <LeverageForm key={pair} pair={pair} initialMode={marginMode} />}
    </Dialog>
  );
}

type Loaded = { status: 'loading' } | { status: 'ok'; setting: LeverageSetting } | { status: 'error'; error: BridgeError };

function LeverageForm({ pair: symbol, initialMode }: { pair: string; initialMode: MarginMode | undefined }) {
  const session = useSession();
  const pair = usePair(symbol);
  const position = useFeedValue('positions', (d) => d?.find((p) => p.symbol === symbol) ?? null);
  const [mode, setMode] = useState<MarginMode>(initialMode ?? (position?.positionType === PositionType.CROSS ? 'cross' : 'isolated'));
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<{ mode: MarginMode; leverage: number } | null>(null);
  const write = useTradingWrite('setLeverage');

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    void session.invoke('positions.leverage', { pair: symbol, marginMode: mode }).then((result) => {
      if (!live) return;
      setLoaded(result.ok ? { status: 'ok', setting: result.value } : { status: 'error', error: result.error });
      if (result.ok) setText(String(result.value.leverage));
    });
    return () => {
      live = false;
    };
  }, [session, symbol, mode]);

  const setting = loaded.status === 'ok' ? loaded.setting : null;
  const min = setting?.minLeverage ?? pair?.minLever ?? 1;
  const max = setting?.maxLeverage ?? pair?.maxLever ?? 1;
  const value = /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;
  const problem =
    text.trim() === ''
      ? 'Leverage is required'
      : value === null
        ? 'Leverage must be a whole number'
        : value < min || value > max
          ? `Leverage must be from ${min} to ${max}`
          : undefined;
  const affected = position && (position.positionType === PositionType.CROSS) === (mode === 'cross') ? position : null;
  const relever =
    affected && value !== null && !problem && value !== affected.lever && pair ? releverPreview(affected, value, pair.settleDecimal) : null;
  // "now → after" as Adjust margin estimates it; with no valid new leverage, the price stays as it is.
  const liquidation = affected && pair ? releverLiquidation(affected, relever && value !== null ? value : affected.lever, pair) : null;
  const price = (v: Decimal) => (v.isZero() ? NONE : fixed(v, pair?.priceDecimal));
  const pending = write.state.status === 'pending';
  const outcome =
    write.state.status === 'pending' && sent
      ? { tone: 'pending', headline: `Setting ${sent.leverage}× on ${symbol} ${sent.mode}…` }
      : write.state.status === 'done' && sent
        ? describeLeverageSet(write.state.result, symbol, sent.mode, sent.leverage)
        : null;

  const send = async () => {
    setTouched(true);
    if (value === null || problem || pending) return;
    setSent({ mode, leverage: value });
    const result = await write.send({ pair: symbol, marginMode: mode, leverage: value });
    if (result?.ok) setLoaded({ status: 'ok', setting: result.value });
  };
  const coin = pair?.settleCoinName ?? '';

  return (
    <PositionForm
      summary={
        <>
          <dl className="facts">
            <Fact label="Market">{symbol}</Fact>
            <Fact label="Current leverage">{setting ? `${setting.leverage}×` : loaded.status === 'error' ? NONE : 'Loading…'}</Fact>
            <Fact label="Allowed">{setting || pair ? `${min}× to ${max}×` : NONE}</Fact>
          </dl>
          {loaded.status === 'error' && <p className="text-error">Could not read the leverage: {errorText(loaded.error)}</p>}
        </>
      }
      choice={{ label: 'Margin mode', options: MARGIN_MODES, value: mode, onChange: setMode }}
      resetOutcome={write.reset}
      submit={{ text: pending ? 'Setting…' : 'Set leverage', disabled: pending || loaded.status === 'loading', send }}
      outcome={outcome}
    >
      <NumberField
        label="Leverage"
        value={text}
        onChange={(next) => {
          setText(next);
          setTouched(true);
          if (write.state.status === 'done') write.reset();
        }}
        error={touched ? problem : undefined}
      />
      <div className="positions-shares" role="group" aria-label="Common leverages">
        {PRESETS.filter((n) => n >= min && n <= max).map((n) => (
          <button
            key={n}
            type="button"
            className={value === n ? 'button-quiet positions-preset-on' : 'button-quiet'}
            onClick={() => {
              setText(String(n));
              setTouched(true);
              write.reset();
            }}
          >
            {n}×
          </button>
        ))}
      </div>
      {affected && (
        <p className="positions-note">
          Your open {mode} position on {symbol} ({affected.lever}×, margin {fixed(affected.marginAmount, pair?.settleDecimal)} {coin}) takes the new
          leverage.
          {relever &&
            (relever.fromAvailable.gt(0)
              ? ` Its margin becomes ${fixed(relever.margin, pair?.settleDecimal)} ${coin}: ${fixed(relever.fromAvailable, pair?.settleDecimal)} ${coin} more from Available.`
              : relever.fromAvailable.lt(0)
                ? ` Its margin becomes ${fixed(relever.margin, pair?.settleDecimal)} ${coin}: ${fixed(relever.fromAvailable.neg(), pair?.settleDecimal)} ${coin} back to Available.`
                : ' Its margin stays as it is; any excess may then be removed with Adjust margin.')}
        </p>
      )}
      {liquidation && (
        <dl className="facts">
          <Fact label="Liq. price now → after" className="positions-preview">
            {price(liquidation.now)} → {price(liquidation.after)}
          </Fact>
        </dl>
      )}
    </PositionForm>
  );
}

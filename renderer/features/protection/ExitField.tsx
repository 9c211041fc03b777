import { NumberField } from '../../ui/NumberField';
import { Segmented } from '../../ui/Segmented';
import { LIMIT_EXIT_HINT } from '../../domain/protection/protection-model';

const EXITS = [{ value: 'market', text: 'Market' }, { value: 'limit', text: 'Limit' }] as const;

export interface ExitFieldProps {
  exit: 'market' | 'limit';
  slippage: string;
  onExit: (exit: 'market' | 'limit') => void;
  onSlippage: (text: string) => void;
  error?: string | undefined;
  className?: string;
}

/** How a held order exits when it fires: "Exit: Market / Limit", and a limit's slippage in %. */
export function ExitField({ exit, slippage, onExit, onSlippage, error, className }: ExitFieldProps) {
  return (
    <>
      <Segmented className={className} label="Exit" options={EXITS} value={exit} onChange={onExit} />
      {exit === 'limit' && <NumberField label="Exit slippage" unit="%" value={slippage} error={error} hint={LIMIT_EXIT_HINT} onChange={onSlippage} />}
    </>
  );
}

import { NumberField } from './NumberField';
import { Segmented } from './Segmented';

const EXITS = [
  { value: 'market', text: 'Market' },
  { value: 'limit', text: 'Limit' },
] as const;

export interface ExitFieldProps {
  exit: 'market' | 'limit';
  slippage: string;
  onExit: (exit: 'market' | 'limit') => void;
  onSlippage: (text: string) => void;
  /** Under a limit's slippage: what the limit does when it fires (domain/protection's LIMIT_EXIT_HINT). */
  hint: string;
  error?: string | undefined;
  className?: string;
}

/** How a held order exits when it fires: "Exit: Market / Limit", and a limit's slippage in %. */
export function ExitField({ exit, slippage, onExit, onSlippage, hint, error, className }: ExitFieldProps) {
  return (
    <>
      <Segmented className={className} label="Exit" options={EXITS} value={exit} onChange={onExit} />
      {exit === 'limit' && <NumberField label="Exit slippage" unit="%" value={slippage} error={error} hint={hint} onChange={onSlippage} />}
    </>
  );
}

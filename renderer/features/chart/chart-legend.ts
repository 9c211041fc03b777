/**
 * The legend's DOM: "O … H … L … C … V … (+0.12 %)", written straight into its spans (no React on a tick). Only what
 * changed is formatted and written: a live tick usually moves the close and the volume, not the open.
 */
import type { Candle, KlinePeriod } from '../../../shared/exchange';
import { candleChange, inDecimals } from './chart-format';

const FIELDS = [
  ['O', 'open', 'price'],
  ['H', 'high', 'price'],
  ['L', 'low', 'price'],
  ['C', 'close', 'price'],
  ['V', 'quantity', 'quantity'],
] as const;
type Field = (typeof FIELDS)[number][1];

interface Slot {
  element: HTMLElement;
  /** What was formatted last (value and decimals) and what it gave. */
  input: string;
  decimals: number | undefined;
  text: string;
}

export class LegendWriter {
  private readonly slots = {} as Record<Field, Slot>;
  private readonly change: HTMLElement;
  private changeInput = '';
  private attributes: Record<'time' | 'period' | 'direction', string> = { time: '', period: '', direction: '' };

  constructor(private readonly legend: HTMLElement) {
    legend.replaceChildren();
    legend.hidden = true;
    const doc = legend.ownerDocument;
    const span = (className: string, text = ''): HTMLElement => {
      const element = doc.createElement('span');
      element.className = className;
      element.textContent = text;
      return element;
    };
    for (const [label, field] of FIELDS) {
      const element = span('chart-legend-value');
      this.slots[field] = { element, input: '', decimals: undefined, text: '' };
      legend.append(span('chart-legend-label', label), ' ', element, ' ');
    }
    this.change = span('chart-legend-change');
    legend.append(this.change);
  }

  /** Shows `candle`, prices in `priceDecimals` and volume in `quantityDecimals` (as given while unknown). */
  write(candle: Candle, period: KlinePeriod | null, priceDecimals: number | undefined, quantityDecimals: number | undefined): void {
    for (const [, field, kind] of FIELDS) {
      const slot = this.slots[field];
      const input = candle[field];
      const decimals = kind === 'price' ? priceDecimals : quantityDecimals;
      if (input === slot.input && decimals === slot.decimals && slot.text !== '') continue;
      slot.input = input;
      slot.decimals = decimals;
      const text = inDecimals(input, decimals);
      if (text !== slot.text) slot.element.textContent = slot.text = text;
    }
    const changeInput = `${candle.open} ${candle.close}`;
    if (changeInput !== this.changeInput) {
      this.changeInput = changeInput;
      const { change, direction } = candleChange(candle.open, candle.close);
      this.change.textContent = `(${change})`;
      this.attribute('direction', direction);
    }
    this.attribute('time', String(candle.time));
    this.attribute('period', period ?? '');
    if (this.legend.hidden) this.legend.hidden = false;
  }

  /** Nothing to show (a new pair or period loading): nothing of the old one stays, not even hidden. */
  clear(): void {
    for (const slot of Object.values(this.slots)) {
      slot.element.textContent = slot.text = slot.input = '';
      slot.decimals = undefined;
    }
    this.change.textContent = this.changeInput = '';
    for (const name of ['time', 'period', 'direction'] as const) this.attribute(name, '');
    this.legend.hidden = true;
  }

  dispose(): void {
    this.legend.replaceChildren();
    this.legend.hidden = true;
  }

  private attribute(name: 'time' | 'period' | 'direction', value: string): void {
    if (this.attributes[name] === value) return;
    this.attributes[name] = value;
    if (value === '') delete this.legend.dataset[name];
    else this.legend.dataset[name] = value;
  }
}

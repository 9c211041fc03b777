/**
 * Funding as the Market summary shows it: the current rate as a percentage, the countdown to the next settlement
 * (on the server's clock), and the pair's recent settlements. No React here.
 */
import Decimal from 'decimal.js';
import type { FundingRecord } from '../../../shared/exchange';
import { signed, toneOf, type Tone } from './change-model';

export interface RateText {
  /** "+0.0100 %": the rate per interval as a percentage with 4 decimals, signed. */
  text: string;
  /** Up: longs pay shorts; down: shorts pay longs. */
  tone: Tone;
}

/** A funding rate (a fraction: "0.0001" is 0.01 %) as a signed percentage with 4 decimals. */
export function fundingRateText(fraction: string): RateText {
  const percent = new Decimal(fraction).times(100);
  return { text: `${signed(percent, 4)} %`, tone: toneOf(percent) };
}

const two = (n: number): string => String(n).padStart(2, '0');

/** What the countdown says once the settlement time has passed, until a summary names the next one. */
export const SETTLING = 'settling…';

/**
 * "in 12:34" (or "in 1:02:03"): the time left until `nextFundingTime` (server time, ms). The local clock is
 * corrected by how far the server's was ahead when the summary arrived: `serverTime` read at `receivedAt` (local).
 * Seconds round up, so the countdown reads "in 00:01" until the moment itself.
 */
export function fundingCountdown(nextFundingTime: number, serverTime: number, receivedAt: number, now: number): string {
  const serverNow = now + (serverTime - receivedAt);
  const remaining = nextFundingTime - serverNow;
  if (remaining <= 0) return SETTLING;
  const seconds = Math.ceil(remaining / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `in ${h}:${two(m)}:${two(s)}` : `in ${two(m)}:${two(s)}`;
}

/** "07-12 14:00", local time: a settlement's date and hour, short enough for a narrow list. */
export function formatSettlementTime(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

export interface SettlementRow {
  id: number;
  time: string;
  rate: RateText;
}

/** The settlements newest first, as rows; a record repeated across pages shows once. */
export function settlementRows(records: readonly FundingRecord[]): SettlementRow[] {
  const unique = [...new Map(records.map((r) => [r.id, r])).values()];
  return unique
    .sort((a, b) => b.fundingTime - a.fundingTime || b.id - a.id)
    .map((r) => ({ id: r.id, time: formatSettlementTime(r.fundingTime), rate: fundingRateText(r.fundingRate) }));
}

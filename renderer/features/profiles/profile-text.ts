/** What the Profiles dialog says, in a trader's words: masked keys, where a secret is, a key's test step by step. */
import Decimal from 'decimal.js';
import type { BridgeError, ProfileFile, ProfileTestPassed, ProfileView, ProtectionStatus } from '../../../shared/bridge';
import { errorText } from '../../services/outcomes';
import { MINUS } from '../../ui/format';

/** Said before the secret is typed where there is no keychain. */
export const NO_KEYCHAIN = 'No system keychain: the secret will be kept in memory until Perpdesk quits';

/** The profile's name as the screen shows it: the built-in one is "Paper exchange", as the venue chip says. */
export const shownName = (profile: Pick<ProfileView, 'paper' | 'name'>): string => (profile.paper ? 'Paper exchange' : profile.name);

/** The key, all but its last 4 characters hidden (a key of 4 or fewer, all hidden). */
export const maskKey = (key: string): string => (key.length <= 4 ? '••••' : `••••${key.slice(-4)}`);

/** Where the profile's secret is, or why it is not here. */
export function secretPlace(profile: Pick<ProfileView, 'paper' | 'secretStorage' | 'secretAvailable'>): string {
  if (profile.paper) return 'Built in: a new secret each run';
  if (!profile.secretAvailable) {
    return profile.secretStorage === 'memory'
      ? 'Secret gone (kept for an earlier run only): enter it again'
      : 'Secret in the system keychain, which cannot be reached now';
  }
  return profile.secretStorage === 'keychain' ? 'Secret in the system keychain' : 'Secret in memory until Perpdesk quits';
}

export type StepTone = 'ok' | 'error' | 'pending';
export interface TestStep {
  tone: StepTone;
  text: string;
}

/** The exchange's clock against ours: "+0.2 s". */
export function clockText(offsetMs: number): string {
  const seconds = new Decimal(offsetMs).div(1000).toFixed(1, Decimal.ROUND_HALF_UP);
  return seconds.startsWith('-') ? `${MINUS}${seconds.slice(1)} s` : `+${seconds} s`;
}

/** 1234.5 → "1,234.50". */
export function groupedMoney(value: Decimal): string {
  const [whole = '0', cents = '00'] = value.toFixed(2, Decimal.ROUND_DOWN).split('.');
  const sign = whole.startsWith('-') ? MINUS : '';
  return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

const TIME_STEP = /^Reading the time of the exchange at \S+ failed: /;
const BALANCE_STEP = /^Reading the balance with this key failed: /;

/** A key's test, each step as it went: waiting, passed, or refused in the exchange's words. */
export function testSteps(
  test: { status: 'pending' } | { status: 'passed'; test: ProfileTestPassed } | { status: 'refused'; error: BridgeError },
): TestStep[] {
  if (test.status === 'pending') return [{ tone: 'pending', text: 'Reaching the exchange and testing the key…' }];
  if (test.status === 'passed') {
    const { clockOffsetMs, balance } = test.test;
    const total = new Decimal(balance.availableAmount).plus(balance.frozenAmount);
    return [
      { tone: 'ok', text: `Exchange reached (clock ${clockText(clockOffsetMs)})` },
      { tone: 'ok', text: `Key accepted: balance ${groupedMoney(total)} ${balance.symbol}` },
    ];
  }
  const said = errorText(test.error);
  if (TIME_STEP.test(said)) return [{ tone: 'error', text: `Exchange not reached: ${said.replace(TIME_STEP, '')}` }];
  if (BALANCE_STEP.test(said)) {
    return [
      { tone: 'ok', text: 'Exchange reached' },
      { tone: 'error', text: `Key refused: ${said.replace(BALANCE_STEP, '')}` },
    ];
  }
  return [{ tone: 'error', text: `Not saved: ${said}` }];
}

/** What is armed on the profile traded now, or null when nothing is. */
export function armedText(status: Pick<ProtectionStatus, 'armed' | 'pending' | 'working'>): string | null {
  const held = status.armed + status.pending;
  const algos = status.working ?? 0;
  const parts = [
    ...(held > 0 ? [`${held} held ${held === 1 ? 'order' : 'orders'}`] : []),
    ...(algos > 0 ? [`${algos} ${algos === 1 ? 'chase or TWAP' : 'chases and TWAPs'}`] : []),
  ];
  return parts.length === 0 ? null : parts.join(' and ');
}

/** The question before a switch while something is armed on the profile traded now. */
export function switchQuestion(armed: string, from: string, to: string): string {
  return (
    `${armed} armed on "${from}" trade only while Perpdesk trades "${from}". ` +
    `After the switch to "${to}" they wait for "${from}"'s next use: the headless process (npm run headless) cannot keep them running beside the app on the same data directory.`
  );
}

/** What a removal does, said before it is done. */
export function removalText(profile: Pick<ProfileView, 'name' | 'secretStorage'>, files: readonly ProfileFile[]): string[] {
  const secret =
    profile.secretStorage === 'keychain'
      ? `Removing "${profile.name}" deletes its API secret from the system keychain and forgets its key.`
      : `Removing "${profile.name}" forgets its key and the secret kept in memory.`;
  if (files.length === 0) return [secret, 'It has left no held orders or history on this computer.'];
  return [
    secret,
    'Its files are kept, as they are: held orders in them no longer run, and its history stays readable.',
    ...files.map((f) => `${capitalise(f.what)}: ${f.path}`),
  ];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

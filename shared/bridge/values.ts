/** Results of bridge methods that are ours rather than the exchange's records. */
import type { Balance } from '../exchange/records';

export interface AppStatus {
  venue: { name: string; baseUrl: string; paper: boolean };
  keychain: { available: boolean; message: string };
  /** Server time minus local time, as last measured; null before the first measurement. */
  clockOffsetMs: number | null;
}

export interface PlacedOrder {
  pair: string;
  orderId: number;
  clientOrderId: string;
}

export interface CancelledOrder {
  pair: string;
  orderId: number;
}

/** A profile as the renderer sees it: never its secret. */
export interface ProfileView {
  id: string;
  name: string;
  baseUrl: string;
  apiKey: string;
  readOnly: boolean;
  createdAt: number;
  /** Where its secret is: the OS keychain, or this run's memory only (tell the trader). */
  secretStorage: 'keychain' | 'memory';
  /** The built-in paper exchange's profile. */
  paper: boolean;
  /** False: this run does not hold its secret; it must be entered again (profiles.setSecret). */
  secretAvailable: boolean;
}

/** What a profile's test read from its exchange. */
export interface ProfileTestPassed {
  serverTime: number;
  clockOffsetMs: number;
  balance: Balance;
}

export interface SavedProfile {
  profile: ProfileView;
  test: ProfileTestPassed;
}

export interface ProfileList {
  profiles: ProfileView[];
  /** The profile the app trades with now; null when it trades the exchange named on the command line. */
  activeId: string | null;
  keychain: { available: boolean; message: string };
}

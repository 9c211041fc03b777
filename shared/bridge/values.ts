/** Results of bridge methods that are ours rather than the exchange's records. */

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

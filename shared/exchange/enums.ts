/** The exchange's numeric enums (docs/exchange-api.md). */
export const MatchType = { GTC: 1, IOC: 2, FOK: 3, POST_ONLY: 4 } as const;
export type MatchType = (typeof MatchType)[keyof typeof MatchType];

export const PositionType = { ISOLATED: 3, CROSS: 4 } as const;
export type PositionType = (typeof PositionType)[keyof typeof PositionType];

export const OrderStatus = { OPEN: 1, PARTIALLY_FILLED: 2, FILLED: 3, CANCELED: 4, EXPIRED: 5 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Envelope and business codes of the exchange's catalogue (docs/exchange-api.md). */
export const Code = {
  SUCCESS: 200,
  AUTH_FAILED: 401,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  SYSTEM_ERROR: 1001,
  ILLEGAL_PARAMETER: 2001,
  REQUIRED_PARAMETER: 2002,
  FREQUENT_REQUESTS: 2008,
  INSUFFICIENT_BALANCE: 2102,
  POSITION_GONE: 2104,
  INSUFFICIENT_MARGIN: 2105,
  ALREADY_CANCELED: 2125,
  ALREADY_FILLED: 2126,
  CANCEL_FAILED: 2319,
} as const;

/** A cancelled item's `resultCode` in batchCancelWithRes. */
export const CANCELLED_RESULT_CODE = 1;

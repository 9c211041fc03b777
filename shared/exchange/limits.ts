/** The exchange API's own limits, as the client obeys them and the paper exchange enforces them. */

/** Orders in one batch create or cancel. */
export const MAX_BATCH = 100;
/** Rows in one page of a paged list. */
export const MAX_PAGE_SIZE = 100;
/** Rows a cursor list returns at most. */
export const MAX_LIMIT = 1000;
/** A signed request whose timestamp is further than this from the exchange's clock is refused. */
export const TIMESTAMP_WINDOW_MS = 20_000;
/**
 * How long after it was sent a request whose answer was lost may still land: the timestamp window and a second for
 * the clocks' difference. A create not found by then never landed.
 */
export const LANDING_WINDOW_MS = TIMESTAMP_WINDOW_MS + 1000;
/**
 * How long a create whose fate is not known yet counts as on its way (an exit in the exit ledger, a bracket's entry
 * not found yet): the timestamp window and a margin. Past it, no look-up having found it, it never landed.
 */
export const UNKNOWN_CREATE_MS = TIMESTAMP_WINDOW_MS + 5000;

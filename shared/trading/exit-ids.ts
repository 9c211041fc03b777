/**
 * The client order ids of exits: orders that only close what a position holds. Every exit Perpdesk sends is
 * marked by its id, so what rests on the exchange is known as an exit after a restart too:
 * - a held order's exit: `h…x<n>` (the held order's id and how many exits went before);
 * - a Close or a reduce-only order: `px…`;
 * - a reduce-only chase's or TWAP's order: `ar…c<n>` (the algorithm's id begins `ar`).
 */
const EXIT = /^(h[0-9a-z]+x\d+|px[0-9a-z]+|ar[0-9a-z]+c\d+)$/;

export const isExitClientOrderId = (clientOrderId: string): boolean => EXIT.test(clientOrderId);

/** The prefix of a reduce-only chase's or TWAP's id, so its orders' ids mark them as exits. */
export const REDUCE_ONLY_ALGO_PREFIX = 'ar';

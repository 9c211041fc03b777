/**
 * The client order ids of the orders a chase or a TWAP sends: `<its id>c<n>`, its id `a` and letters and digits.
 * The core writes them; the screen tells them from the trader's own orders (a chase's order is not moved by hand:
 * the chase would lose it and place another).
 */
export const algoChildId = (algoId: string, n: number): string => `${algoId}c${n}`;

const CHILD = /^(a[0-9a-z]+)c\d+$/;

/** The chase or TWAP an order belongs to, by its client order id; null: not one of theirs. */
export const algoOfClientOrderId = (clientOrderId: string): string | null => CHILD.exec(clientOrderId)?.[1] ?? null;

/**
 * When a field of the order form shows its error: once the trader has left it or tried to send, never the moment
 * it (or the section holding it) appears empty.
 */
export const visibleError = (error: string | undefined, touched: boolean, tried: boolean): string | undefined =>
  touched || tried ? error : undefined;

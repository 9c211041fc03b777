/**
 * Performance marks for `npm run bench -- ui`: from a feed's answer reaching the store to the screen showing it.
 * Off (a single boolean test) unless the bench has set localStorage `perpdesk.perf` to "1" before the page loads.
 */
const enabled = ((): boolean => {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem('perpdesk.perf') === '1';
  } catch {
    return false;
  }
})();

/** The answer of feed `name` is about to be written to the store. */
export function feedUpdateStarts(name: string): void {
  if (enabled) performance.mark(`feed:${name}:start`);
}

/** The screen shows the answer of feed `name` (call after the DOM or canvas is updated). */
export function feedUpdateShown(name: string): void {
  if (!enabled) return;
  const start = `feed:${name}:start`;
  if (performance.getEntriesByName(start, 'mark').length === 0) return;
  performance.measure(`feed:${name}`, start);
  performance.clearMarks(start);
}

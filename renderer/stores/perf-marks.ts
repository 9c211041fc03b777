/**
 * Performance marks for `npm run bench -- ui` and `fresh`: from a feed's answer reaching the store to the screen
 * showing it, and how old what the screen shows gets. Off (a single boolean test) unless the bench has set
 * localStorage `perpdesk.perf` to "1" before the page loads.
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

/** Per feed: when the answer the screen shows arrived, and the one about to be shown. */
const answers = new Map<string, { shown: number | null; next: number | null }>();

/**
 * A run of feed `name` asked at `askedAt` (performance.now()) has its answer now: measure `run:<name>` is how long
 * the ask took (the bench reads lateness from it).
 */
export function feedAnswered(name: string, askedAt: number): void {
  if (!enabled) return;
  const now = performance.now();
  performance.measure(`run:${name}`, { start: askedAt, end: now });
  const entry = answers.get(name) ?? { shown: null, next: null };
  entry.next = now;
  answers.set(name, entry);
}

/**
 * The answers of these feeds are in the store: the frame after the one that paints them, measure `shown:<name>`
 * (answer to pixels) and `age:<name>` (how old the answer shown until then had got: the polling interval plus its
 * own time to the pixels).
 */
export function feedsCommitted(names: readonly string[]): void {
  if (!enabled) return;
  requestAnimationFrame(() => {
    const now = performance.now();
    for (const name of names) {
      const entry = answers.get(name);
      if (!entry || entry.next === null) continue;
      performance.measure(`shown:${name}`, { start: entry.next, end: now });
      if (entry.shown !== null) performance.measure(`age:${name}`, { start: entry.shown, end: now });
      entry.shown = entry.next;
      entry.next = null;
    }
  });
}

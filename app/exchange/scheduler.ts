/**
 * The request budget of one profile, handed out by band: the trader's writes (and their look-ups) first, then
 * what is on screen, background work only from what those two leave, and spare polls (the book and trades asked
 * more often than their interval) only from what all three leave.
 *
 * Two buckets share the exchange's rate. The main bucket (capacity − 1 tokens) serves writes and the screen, in
 * that order. Background work never takes from it (but for what spare polls took, below): it takes only the main
 * bucket's overflow, the refill that would be lost because the main bucket is full, kept in a small bucket of its
 * own. So the main bucket fills and drains exactly as if there were no background work at all: however many
 * background requests wait, an on-screen request is granted exactly when it would have been without them. Over time
 * the overflow is the rate less what writes and the screen took, which is what background work gets. Both buckets
 * together never hold more than `capacity`, so the exchange never sees a larger burst than the single bucket this
 * replaced allowed.
 *
 * Spare polls take from the same overflow as background work, after it, and also from the main bucket while it
 * holds more than a reserve (a third of it unless given). The overflow alone comes only while the main bucket is
 * full, which the screen's bursts keep it from most of the time: a spare poll would wait most of a second, and the
 * book it asks for would be as old as without it. The reserve stays for the trader's writes and the screen: a burst
 * of that many never waits for a spare poll, and a larger one at most for the tokens above the reserve to refill.
 * While background work waits, spare polls leave the main bucket alone; and what they took from it is owed to
 * background work, which may take as much from above the reserve, so that it gets what it would without them. A spare
 * poll that waits `sparePatienceMs` (the budget is busy) joins the screen's queue, so the feed it belongs to is
 * never later than its own interval would make it.
 *
 * A pause (after the exchange said 2008) holds every band until it ends.
 */
import type { RequestBand } from '../../shared/bridge/transport';
import type { RequestBudget } from '../../shared/bridge/values';

export type { RequestBand } from '../../shared/bridge/transport';

export const BANDS: readonly RequestBand[] = ['write', 'screen', 'background', 'spare'];

export interface SchedulerOptions {
  /** Requests per second, all bands together. */
  perSecond: number;
  /** The most requests sent at once after a quiet spell, all bands together; `perSecond` unless given (≥ 2). */
  capacity?: number;
  now?: () => number;
  /** How far back the usage per band is averaged, ms; 10 s unless given. */
  usageWindowMs?: number;
  /** How long a spare poll waits before it joins the screen's queue, ms; `SPARE_PATIENCE_MS` unless given. */
  sparePatienceMs?: number;
  /**
   * The tokens of the main bucket spare polls never take, kept for writes and the screen; a third of the main
   * bucket (rounded up) unless given.
   */
  spareReserve?: number;
}

/**
 * A spare poll of the book comes 250 ms after the last answer; after 750 ms more it is due as a regular one (every
 * second), so it then waits as the screen does.
 */
export const SPARE_PATIENCE_MS = 750;

export type PerBand<T> = Record<RequestBand, T>;

/** The budget as the Connection status shows it. */
export type SchedulerStatus = RequestBudget;

const RESOLVED = Promise.resolve();
/** Background work's own bucket: one request, the overflow of the main bucket. */
const BACKGROUND_CAPACITY = 1;
/**
 * Tokens are counted in thousandths, so that with whole ms and a whole rate every sum is an exact integer: how
 * often the buckets are looked at never changes when a request is granted.
 */
const UNIT = 1000;

export class RequestScheduler {
  readonly capacity: number;
  readonly perSecond: number;
  /** Thousandths of a token added per ms. */
  private readonly perMs: number;
  /** In thousandths of a token, as are `main` and `background`. */
  private readonly mainCapacity: number;
  private readonly backgroundCapacity = BACKGROUND_CAPACITY * UNIT;
  private readonly now: () => number;
  private readonly usageWindowMs: number;
  private readonly sparePatienceMs: number;
  /** In thousandths of a token, as is `owedToBackground`. */
  private readonly spareReserve: number;
  /** The main bucket's tokens spare polls took that background work may still take back (at most the bucket). */
  private owedToBackground = 0;
  private readonly startedAt: number;
  private main: number;
  private background: number;
  private refilledAt: number;
  private pausedUntil = 0;
  private readonly queues: PerBand<(() => void)[]> = { write: [], screen: [], background: [], spare: [] };
  /** When each waiting spare poll asked, in queue order. */
  private readonly spareAskedAt: number[] = [];
  private readonly granted: PerBand<number[]> = { write: [], screen: [], background: [], spare: [] };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private timerAt = Infinity;

  constructor({
    perSecond,
    capacity = perSecond,
    now = Date.now,
    usageWindowMs = 10_000,
    sparePatienceMs = SPARE_PATIENCE_MS,
    spareReserve = Math.ceil((capacity - BACKGROUND_CAPACITY) / 3),
  }: SchedulerOptions) {
    if (!(perSecond > 0) || !(capacity >= 1 + BACKGROUND_CAPACITY)) {
      throw new Error(`a request scheduler needs a positive rate and a capacity of at least ${1 + BACKGROUND_CAPACITY}`);
    }
    if (!(spareReserve >= 0)) throw new Error('the reserve spare polls leave must be zero or more tokens');
    this.spareReserve = spareReserve * UNIT;
    this.capacity = capacity;
    this.perSecond = perSecond;
    this.perMs = (perSecond * UNIT) / 1000;
    this.mainCapacity = (capacity - BACKGROUND_CAPACITY) * UNIT;
    this.now = now;
    this.usageWindowMs = usageWindowMs;
    this.sparePatienceMs = sparePatienceMs;
    this.startedAt = now();
    this.main = this.mainCapacity;
    this.background = this.backgroundCapacity;
    this.refilledAt = this.startedAt;
  }

  /** Resolves once the band may send one request: at once when its bucket has one and nobody of its rank waits. */
  take(band: RequestBand): Promise<void> {
    this.refill();
    if (!this.paused() && !this.outranked(band) && this.grantNow(band)) return RESOLVED;
    return new Promise((resolve) => {
      this.queues[band].push(resolve);
      if (band === 'spare') this.spareAskedAt.push(this.now());
      this.schedule();
    });
  }

  /** Holds every band until `until` (local ms); a later pause extends an earlier one. */
  pauseUntil(until: number): void {
    if (until <= this.pausedUntil) return;
    this.pausedUntil = until;
    this.schedule();
  }

  /** Local time (ms) until which every band waits; 0 when not paused. */
  get pausedUntilMs(): number {
    return this.paused() ? this.pausedUntil : 0;
  }

  status(): SchedulerStatus {
    this.refill();
    const now = this.now();
    const span = Math.max(1, Math.min(this.usageWindowMs, now - this.startedAt));
    const used = {} as PerBand<number>;
    const waiting = {} as PerBand<number>;
    for (const band of BANDS) {
      this.forget(band, now);
      used[band] = (this.granted[band].length * 1000) / Math.max(span, 1000);
      waiting[band] = this.queues[band].length;
    }
    return {
      capacity: this.capacity,
      perSecond: this.perSecond,
      available: Math.floor(this.main / UNIT),
      used,
      waiting,
    };
  }

  private paused(): boolean {
    return this.pausedUntil > this.now();
  }

  /** Whether a request of this band, or of one before it that shares its bucket, already waits. */
  private outranked(band: RequestBand): boolean {
    if (band === 'screen') return this.queues.write.length > 0 || this.queues.screen.length > 0;
    if (band === 'spare') return this.queues.background.length > 0 || this.queues.spare.length > 0;
    return this.queues[band].length > 0;
  }

  /**
   * Takes a token for `band` if its bucket has one. Writes and the screen share the main bucket; background work
   * and spare polls the overflow; spare polls also the main bucket above its reserve, when no background work waits.
   */
  private grantNow(band: RequestBand): boolean {
    if (band === 'background' || band === 'spare') {
      const aboveReserve = this.main >= UNIT + this.spareReserve;
      if (this.background >= UNIT) this.background -= UNIT;
      else if (band === 'spare' && this.queues.background.length === 0 && aboveReserve) {
        this.main -= UNIT;
        this.owedToBackground = Math.min(this.mainCapacity, this.owedToBackground + UNIT);
      } else if (band === 'background' && this.owedToBackground >= UNIT && aboveReserve) {
        this.main -= UNIT;
        this.owedToBackground -= UNIT;
      } else return false;
    } else {
      if (this.main < UNIT) return false;
      this.main -= UNIT;
    }
    this.record(band);
    return true;
  }

  private refill(): void {
    const now = this.now();
    const filled = this.main + (now - this.refilledAt) * this.perMs;
    this.refilledAt = now;
    if (filled <= this.mainCapacity) {
      this.main = filled;
      return;
    }
    this.main = this.mainCapacity;
    this.background = Math.min(this.backgroundCapacity, this.background + filled - this.mainCapacity);
  }

  private drain(): void {
    this.refill();
    this.promoteSpare();
    if (!this.paused()) {
      for (const band of BANDS) {
        const queue = this.queues[band];
        while (queue.length > 0 && this.grantNow(band)) {
          queue.shift()!();
          if (band === 'spare') this.spareAskedAt.shift();
        }
        // Strict priority: the screen waits while a write waits; spare polls while background work waits.
        if ((band === 'write' || band === 'background') && queue.length > 0) break;
      }
    }
    this.schedule();
  }

  /** Spare polls that waited their patience join the screen's queue (counted as the screen's when granted). */
  private promoteSpare(): void {
    const due = this.now() - this.sparePatienceMs;
    while (this.spareAskedAt.length > 0 && this.spareAskedAt[0]! <= due) {
      this.spareAskedAt.shift();
      this.queues.screen.push(this.queues.spare.shift()!);
    }
  }

  /** Sets the timer for the earliest moment a waiting request could be granted. */
  private schedule(): void {
    const wait = this.nextGrantIn();
    if (wait === null) return;
    const at = this.now() + wait;
    if (this.timer !== null) {
      if (this.timerAt <= at) return;
      clearTimeout(this.timer);
    }
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.timerAt = Infinity;
      this.drain();
    }, wait);
  }

  /** Ms until the first waiting request could be granted, as the buckets stand; null when nobody waits. */
  private nextGrantIn(): number | null {
    const mainWaits = this.queues.write.length + this.queues.screen.length > 0;
    const overflowWaits = this.queues.background.length + this.queues.spare.length > 0;
    if (!mainWaits && !overflowWaits) return null;
    this.refill();
    const now = this.now();
    const pause = Math.max(0, this.pausedUntil - now);
    let tokens = Infinity;
    if (mainWaits) tokens = Math.max(0, UNIT - this.main);
    // The background bucket fills only once the main bucket is full (and stays so if the screen takes nothing).
    if (overflowWaits) tokens = Math.min(tokens, this.mainCapacity - this.main + Math.max(0, UNIT - this.background));
    // Spare polls (background work waits for none) and background work that is owed may take above the reserve.
    const backgroundWaits = this.queues.background.length > 0;
    const mayTakeMain = backgroundWaits ? this.owedToBackground >= UNIT : this.queues.spare.length > 0;
    if (mayTakeMain && UNIT + this.spareReserve <= this.mainCapacity) {
      tokens = Math.min(tokens, Math.max(0, UNIT + this.spareReserve - this.main));
    }
    const grant = Math.max(pause, Math.ceil(tokens / this.perMs));
    const promotion = this.spareAskedAt.length > 0 ? Math.max(0, this.spareAskedAt[0]! + this.sparePatienceMs - now) : Infinity;
    return Math.min(grant, promotion);
  }

  private record(band: RequestBand): void {
    const now = this.now();
    this.granted[band].push(now);
    if (this.granted[band].length > 256) this.forget(band, now);
  }

  private forget(band: RequestBand, now: number): void {
    const times = this.granted[band];
    let old = 0;
    while (old < times.length && times[old]! <= now - this.usageWindowMs) old++;
    if (old > 0) times.splice(0, old);
  }
}

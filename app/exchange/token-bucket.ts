/**
 * A request budget: a token bucket that refills continuously. Taking from an empty bucket waits (in order of
 * arrival) rather than fails. A pause (after the exchange said 2008) holds every taker until it ends.
 */
export interface BucketOptions {
  /** The most tokens it holds: the burst allowed after a quiet spell. */
  capacity: number;
  /** Tokens added per second. */
  perSecond: number;
  now?: () => number;
}

const RESOLVED = Promise.resolve();

export class TokenBucket {
  readonly capacity: number;
  private readonly perMs: number;
  private readonly now: () => number;
  private tokens: number;
  private refilledAt: number;
  private pausedUntil = 0;
  private readonly waiting: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor({ capacity, perSecond, now = Date.now }: BucketOptions) {
    if (!(capacity >= 1) || !(perSecond > 0)) throw new Error('a token bucket needs capacity ≥ 1 and a positive rate');
    this.capacity = capacity;
    this.perMs = perSecond / 1000;
    this.now = now;
    this.tokens = capacity;
    this.refilledAt = now();
  }

  /** Whole tokens available now. */
  available(): number {
    this.refill();
    return Math.floor(this.tokens);
  }

  /** Local time (ms) until which every taker waits; 0 when not paused. */
  get pausedUntilMs(): number {
    return this.pausedUntil > this.now() ? this.pausedUntil : 0;
  }

  /** Resolves once a token is taken: at once when one is there and nobody waits before. */
  take(): Promise<void> {
    this.refill();
    if (this.waiting.length === 0 && this.tokens >= 1 && this.pausedUntil <= this.now()) {
      this.tokens -= 1;
      return RESOLVED;
    }
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  /** Holds every taker until `until` (local ms); a later pause extends an earlier one. */
  pauseUntil(until: number): void {
    if (until <= this.pausedUntil) return;
    this.pausedUntil = until;
    if (this.waiting.length > 0) this.reschedule();
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + (now - this.refilledAt) * this.perMs);
    this.refilledAt = now;
  }

  private schedule(): void {
    if (this.timer !== null) return;
    const now = this.now();
    const untilToken = this.tokens >= 1 ? 0 : Math.ceil((1 - this.tokens) / this.perMs);
    const wait = Math.max(untilToken, this.pausedUntil - now);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.drain();
    }, wait);
  }

  private reschedule(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.schedule();
  }

  private drain(): void {
    this.refill();
    while (this.waiting.length > 0 && this.tokens >= 1 && this.pausedUntil <= this.now()) {
      this.tokens -= 1;
      this.waiting.shift()!();
    }
    if (this.waiting.length > 0) this.schedule();
  }
}

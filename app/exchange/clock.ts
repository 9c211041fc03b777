/** The offset between the exchange's clock and ours, so signed timestamps land inside its window. */
export class ClockOffset {
  private offsetMs: number | null = null;

  constructor(private readonly localNow: () => number = Date.now) {}

  /** Our time, ms: the clock measurements are taken against. */
  local(): number {
    return this.localNow();
  }

  /** Records one measurement: `serverTime` was read between `sentAt` and `receivedAt` (local ms). */
  record(serverTime: number, sentAt: number, receivedAt: number): void {
    this.offsetMs = Math.round(serverTime - (sentAt + receivedAt) / 2) || 0; // never -0
  }

  get measured(): number | null {
    return this.offsetMs;
  }

  /** The exchange's time as best we know it. */
  serverNow(): number {
    return this.localNow() + (this.offsetMs ?? 0);
  }
}

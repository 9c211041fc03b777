/** Round-trip time as an exponentially weighted moving average: recent trips count most, one outlier little. */
export class Latency {
  private average: number | null = null;

  constructor(private readonly weight = 0.2) {}

  record(ms: number): void {
    this.average = this.average === null ? ms : this.average + this.weight * (ms - this.average);
  }

  /** Milliseconds, rounded to a tenth; null before the first answer. */
  get ms(): number | null {
    return this.average === null ? null : Math.round(this.average * 10) / 10;
  }
}

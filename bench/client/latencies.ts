/** Per-request latencies, in µs, pooled over the slices of one side of a comparison. */
export class Latencies {
  private readonly samples: number[] = [];

  /** Sends `once` one request at a time for `seconds`, recording how long each took. */
  async slice(once: () => Promise<unknown>, seconds: number): Promise<void> {
    const deadline = performance.now() + seconds * 1000;
    for (let now = performance.now(); now < deadline;) {
      await once();
      const after = performance.now();
      this.samples.push((after - now) * 1000);
      now = after;
    }
  }

  get count(): number {
    return this.samples.length;
  }

  get mean(): number {
    let sum = 0;
    for (const s of this.samples) sum += s;
    return sum / this.samples.length;
  }

  /** The `p`-th percentile (0–100), nearest rank. */
  percentile(p: number): number {
    if (this.samples.length === 0) throw new Error('a percentile of nothing');
    const sorted = [...this.samples].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
  }

  /** `mean 112 · p50 105 · p95 160 µs` */
  summary(): string {
    const us = (n: number) => n.toFixed(0);
    return `mean ${us(this.mean)} · p50 ${us(this.percentile(50))} · p95 ${us(this.percentile(95))} µs`;
  }
}

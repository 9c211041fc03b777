/** One server's share of a comparison: its throughput slice by slice, and the CPU time it spent serving them. */
import { median } from '../measure';
import type { ChildServer } from './child';
import { drive, type LoadOptions } from './load';
import type { RequestSpec } from './requests';

export interface Served {
  /** Median over the slices. */
  perSecond: number;
  /** The server's own CPU time per answered request: what it costs, whatever the client could drive. */
  cpuMicrosPerRequest: number;
}

export class Tally {
  private readonly rates: number[] = [];
  private cpuMicros = 0;
  private requests = 0;

  constructor(
    private readonly server: ChildServer,
    private readonly name: string,
    private readonly load: LoadOptions,
  ) {}

  async slice(next: () => RequestSpec): Promise<void> {
    const cpuBefore = await this.server.cpuMicros();
    const result = await drive(this.server.port, next, this.load);
    this.cpuMicros += (await this.server.cpuMicros()) - cpuBefore;
    if (result.failed > 0) throw new Error(`${this.name}: ${result.failed} requests failed; the comparison is void`);
    this.rates.push(result.perSecond);
    this.requests += result.completed;
  }

  served(): Served {
    return { perSecond: median(this.rates), cpuMicrosPerRequest: this.cpuMicros / this.requests };
  }
}

/** The orders sent in the last minute, for the guard "Most orders per minute": a sliding window of send times. */
const WINDOW_MS = 60_000;

export class OrdersWindow {
  private times: number[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** Orders sent in the minute before now. */
  count(): number {
    const since = this.now() - WINDOW_MS;
    this.times = this.times.filter((t) => t > since);
    return this.times.length;
  }

  sent(orders: number): void {
    const at = this.now();
    for (let i = 0; i < orders; i++) this.times.push(at);
  }
}

/** One window per profile, kept for the run: selecting another profile and back does not empty it. */
export class OrdersWindows {
  private readonly windows = new Map<string, OrdersWindow>();

  of(profile: string): OrdersWindow {
    let window = this.windows.get(profile);
    if (!window) this.windows.set(profile, (window = new OrdersWindow()));
    return window;
  }
}

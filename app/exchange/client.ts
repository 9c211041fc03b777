/**
 * The exchange client: parameters (checked) → signed request → HTTP → envelope → a typed result or a typed
 * ExchangeError. Every request through one client shares its budget (a scheduler that serves writes first, then
 * the screen, then background work: see scheduler.ts) and its clock offset. A request spends from the band the
 * work under way runs in (band.ts).
 *
 * Reads are retried, with backoff and jitter, on failures that may pass (network, timeout, the server's own
 * failure, 2008); a write never is: a write whose answer is lost ends as `unknown-outcome`, which the safe
 * writes (safe-create.ts, safe-cancel.ts) then resolve by looking the order up.
 */
import { describeIssue } from '../../shared/exchange';
import { backoffDelay, sleep, type Backoff } from './backoff';
import { currentBand } from './band';
import { ClockOffset } from './clock';
import { endpoints, type Endpoint, type EndpointName, type ParamsOf, type ResultOfEndpoint } from './endpoints';
import { openEnvelope } from './envelope';
import { ExchangeError, isThrottled, isTimestampRejection } from './errors';
import { Latency } from './latency';
import { buildRequest, type Credentials } from './request';
import { RequestScheduler, type RequestBand, type SchedulerStatus } from './scheduler';
import { parseBaseAddress, send, TransportError, type BaseAddress } from './transport';

export type { Credentials } from './request';

export interface ClientOptions {
  baseUrl: string;
  credentials?: Credentials;
  /** How long one request may take, ms. 10 000 unless given. */
  timeoutMs?: number;
  clock?: ClockOffset;
  /** The clock offset is measured again this often (ms); 0 turns that off. Five minutes unless given. */
  clockRefreshMs?: number;
  /** The request budget: this many a second, and as a burst after a quiet second. 10 unless given. */
  requestsPerSecond?: number;
  /** Tries a read gets in all, the first included; 3 unless given. */
  readAttempts?: number;
  /** Between read retries: 250 ms doubling to 4 s unless given. */
  retryBackoff?: Backoff;
  /** After 2008, every call waits: 1 s unless given, doubling while 2008 goes on, up to 30 s. */
  throttleBackoff?: Backoff;
  /** For tests: the jitter's source. */
  random?: () => number;
}

export interface ClientStatus {
  /** Exchange time minus ours, ms; null until measured. */
  clockOffsetMs: number | null;
  /** Round trips, moving average, ms; null before the first answer. */
  latencyMs: number | null;
  budget: SchedulerStatus;
  /** While the exchange's 2008 pause lasts: its end (local ms). */
  throttledUntil: number | null;
}

/** An endpoint's result, with the server time the envelope carries on ticker, open interest and trade config. */
export interface Reply<N extends EndpointName> {
  data: ResultOfEndpoint<N>;
  timestamp: number | undefined;
}

/** Parameters may be left out of a call that takes none. */
type ParamsArg<N extends EndpointName> = Record<never, never> extends ParamsOf<N> ? [params?: ParamsOf<N>] : [params: ParamsOf<N>];

const FIVE_MINUTES = 300_000;

export class ExchangeClient {
  readonly baseUrl: string;
  readonly clock: ClockOffset;
  private readonly credentials: Credentials | undefined;
  private readonly timeoutMs: number;
  private readonly readAttempts: number;
  private readonly retryBackoff: Backoff;
  private readonly throttleBackoff: Backoff;
  private readonly random: () => number;
  private readonly budget: RequestScheduler;
  private readonly latency = new Latency();
  private readonly refresher: ReturnType<typeof setInterval> | null;
  /** Null where the base address does not parse: every call is then refused as invalid input. */
  private readonly base: BaseAddress | null;
  private throttleStreak = 0;
  /**
   * When (local ms) the latest 2008 made the pause longer. A 2008 to a request sent before that is the same
   * refusal, answered to a request that was already on its way: it does not double the pause again.
   */
  private throttledAt = -Infinity;
  private measuring: Promise<void> | undefined;

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.base = URL.canParse(this.baseUrl) ? parseBaseAddress(this.baseUrl) : null;
    this.credentials = options.credentials;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.clock = options.clock ?? new ClockOffset();
    this.readAttempts = Math.max(1, options.readAttempts ?? 3);
    this.retryBackoff = options.retryBackoff ?? { baseMs: 250, maxMs: 4_000 };
    this.throttleBackoff = options.throttleBackoff ?? { baseMs: 1_000, maxMs: 30_000 };
    this.random = options.random ?? Math.random;
    const perSecond = options.requestsPerSecond ?? 10;
    this.budget = new RequestScheduler({ capacity: Math.max(2, perSecond), perSecond });
    this.refresher = refreshEvery(this, options.clockRefreshMs ?? FIVE_MINUTES);
  }

  /** Calls an endpoint and returns its parsed `data`. */
  async call<N extends EndpointName>(name: N, ...params: ParamsArg<N>): Promise<ResultOfEndpoint<N>> {
    return (await this.request(name, ...params)).data;
  }

  /** Calls an endpoint and returns its parsed `data` with the envelope's server time. */
  async request<N extends EndpointName>(name: N, ...[params]: ParamsArg<N>): Promise<Reply<N>> {
    const spec: Endpoint = endpoints[name];
    if (this.base === null) throw new ExchangeError('invalid-input', `Not an exchange address: ${this.baseUrl}`);
    const checked = spec.params.safeParse(params ?? {});
    if (!checked.success) throw new ExchangeError('invalid-input', `${name}: ${describeIssue(checked.error)}`);
    const wire = checked.data as Record<string, unknown>;
    if (spec.signed) {
      if (!this.credentials) throw new ExchangeError('auth', 'No API key is set for this exchange');
      if (this.clock.measured === null) await this.syncClock().catch(() => undefined);
    }
    let clockMeasuredAgain = false;
    for (let attempt = 1; ; attempt++) {
      try {
        const { data, timestamp } = await this.exchange(spec, wire);
        this.throttleStreak = 0;
        return { data: data as ResultOfEndpoint<N>, timestamp };
      } catch (err) {
        if (!(err instanceof ExchangeError)) throw err;
        if (isTimestampRejection(err) && !clockMeasuredAgain) {
          clockMeasuredAgain = true;
          const measured = await this.syncClock().then(
            () => true,
            () => false,
          );
          // A write refused for its timestamp was not done; the caller decides whether to send a new one.
          if (spec.write || !measured) throw err;
          attempt--;
          continue;
        }
        if (spec.write || attempt >= this.readAttempts) throw err;
        if (isThrottled(err)) continue; // the budget holds the retry until the pause ends
        if (!err.transient) throw err;
        await sleep(backoffDelay(attempt - 1, this.retryBackoff, this.random));
      }
    }
  }

  /** Measures the clock offset with the public time endpoint; concurrent callers share one measurement. */
  syncClock(): Promise<void> {
    this.measuring ??= this.measureClock().finally(() => {
      this.measuring = undefined;
    });
    return this.measuring;
  }

  status(): ClientStatus {
    const pausedUntil = this.budget.pausedUntilMs;
    return {
      clockOffsetMs: this.clock.measured,
      latencyMs: this.latency.ms,
      budget: this.budget.status(),
      throttledUntil: pausedUntil > 0 ? pausedUntil : null,
    };
  }

  /** Stops the periodic clock measurement. */
  close(): void {
    if (this.refresher !== null) clearInterval(this.refresher);
  }

  /** In the write band whoever asks: signed writes depend on it, and it is asked for once in minutes. */
  private async measureClock(): Promise<void> {
    const { data, sentAt, receivedAt } = await this.exchange(endpoints.serverTime, {}, 'write');
    this.clock.record(data as number, sentAt, receivedAt);
  }

  /** One request, once: waits for the budget of its band, then sends, reads and parses. */
  private async exchange(spec: Endpoint, wire: Record<string, unknown>, band: RequestBand = currentBand()) {
    await this.budget.take(band);
    const sentAt = this.clock.local();
    const sentAtMs = Date.now();
    // Without a base (only the clock measurement gets here without one), parsing it throws as it always did.
    const base = this.base ?? parseBaseAddress(this.baseUrl);
    const request = buildRequest(base, spec, wire, this.credentials, this.clock.serverNow(), this.timeoutMs);
    const started = performance.now();
    let response;
    try {
      response = await send(request);
    } catch (err) {
      throw transportFailure(err, spec.write);
    }
    this.latency.record(performance.now() - started);
    const receivedAt = this.clock.local();
    let opened;
    try {
      opened = openEnvelope(response.status, response.text, spec.write);
    } catch (err) {
      if (err instanceof ExchangeError && isThrottled(err)) this.holdForThrottle(sentAtMs);
      throw err;
    }
    const { data, timestamp } = opened;
    const parsed = spec.result.safeParse(data);
    if (!parsed.success) {
      throw new ExchangeError(
        spec.write ? 'unknown-outcome' : 'network',
        `The exchange's answer to ${spec.path} has an unexpected shape: ${describeIssue(parsed.error)}`,
      );
    }
    return { data: parsed.data, timestamp, sentAt, receivedAt };
  }

  /**
   * The exchange said 2008 to a request sent at `sentAtMs`: every call waits. The pause doubles while 2008 goes
   * on, that is for a request sent after the last doubling; requests refused together count once (a screen's
   * feeds, asking at the same moment, would otherwise push a 1 s pause to the 30 s cap in one go).
   */
  private holdForThrottle(sentAtMs: number): void {
    if (sentAtMs < this.throttledAt) return;
    const now = Date.now();
    this.throttledAt = now;
    const pause = backoffDelay(this.throttleStreak++, this.throttleBackoff, this.random);
    this.budget.pauseUntil(now + pause);
  }
}

/**
 * Measures the client's clock every `ms` until it is closed. The timer holds the client only weakly and does
 * not keep the process alive: a client dropped without close() is collected, and its timer then stops.
 */
function refreshEvery(client: ExchangeClient, ms: number): ReturnType<typeof setInterval> | null {
  if (ms <= 0) return null;
  const ref = new WeakRef(client);
  const timer = setInterval(() => {
    const alive = ref.deref();
    if (alive) alive.syncClock().catch(() => undefined);
    else clearInterval(timer);
  }, ms);
  timer.unref();
  return timer;
}

function transportFailure(err: unknown, write: boolean): ExchangeError {
  if (!(err instanceof TransportError)) return new ExchangeError('internal', String(err));
  if (err.reason === 'refused') return new ExchangeError('network', err.message, undefined, true);
  if (write) {
    return new ExchangeError('unknown-outcome', `${err.message}; the request may or may not have reached the exchange`);
  }
  return new ExchangeError(err.reason === 'timeout' ? 'timeout' : 'network', err.message, undefined, true);
}

/**
 * The exchange client: parameters → signed request → HTTP → envelope → a typed result or a typed ExchangeError.
 * It never retries a write; a write whose answer is lost ends as `unknown-outcome`.
 */
import { ClockOffset } from './clock';
import { endpoints, type EndpointName, type ResultOfEndpoint } from './endpoints';
import { openEnvelope } from './envelope';
import { ExchangeError } from './errors';
import { canonicalJson, formQuery, hmacHex, type Params } from './signer';
import { send, TransportError } from './transport';

export interface Credentials {
  apiKey: string;
  apiSecret: string;
}

export interface ClientOptions {
  baseUrl: string;
  credentials?: Credentials;
  timeoutMs?: number;
  clock?: ClockOffset;
}

export class ExchangeClient {
  readonly baseUrl: string;
  readonly clock: ClockOffset;
  private readonly credentials: Credentials | undefined;
  private readonly timeoutMs: number;

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.credentials = options.credentials;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.clock = options.clock ?? new ClockOffset();
  }

  /** Measures the clock offset with the public time endpoint. */
  async syncClock(): Promise<void> {
    const sentAt = Date.now();
    const serverTime = await this.call('serverTime', {});
    this.clock.record(serverTime, sentAt, Date.now());
  }

  async call<N extends EndpointName>(name: N, params: Params): Promise<ResultOfEndpoint<N>> {
    const spec = endpoints[name];
    const signedParams = spec.signed ? { ...params, timestamp: this.clock.serverNow() } : params;
    const query = spec.body === 'query' ? formQuery(signedParams) : '';
    const body = spec.body === 'json' ? canonicalJson(signedParams) : '';
    const url = new URL(this.baseUrl + spec.path + (query ? `?${query}` : ''));
    const headers: Record<string, string> = {
      'content-type': spec.body === 'json' ? 'application/json' : 'text/plain',
    };
    if (spec.signed) {
      const credentials = this.requireCredentials();
      headers['APIKEY'] = credentials.apiKey;
      headers['signature'] = hmacHex(credentials.apiSecret, spec.body === 'json' ? body : query);
    }

    let response;
    try {
      response = await send({ url, method: spec.method, headers, body, timeoutMs: this.timeoutMs });
    } catch (err) {
      throw transportFailure(err, spec.write);
    }
    const data = openEnvelope(response.status, response.text, spec.write);
    const parsed = spec.result.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      throw new ExchangeError(
        spec.write ? 'unknown-outcome' : 'network',
        `The exchange's answer to ${spec.path} has an unexpected shape${where}: ${issue?.message ?? 'invalid'}`,
      );
    }
    return parsed.data as ResultOfEndpoint<N>;
  }

  private requireCredentials(): Credentials {
    if (!this.credentials) throw new ExchangeError('auth', 'No API key is set for this exchange');
    return this.credentials;
  }
}

function transportFailure(err: unknown, write: boolean): ExchangeError {
  if (!(err instanceof TransportError)) return new ExchangeError('internal', String(err));
  if (err.reason === 'refused') return new ExchangeError('network', err.message);
  if (write) {
    return new ExchangeError('unknown-outcome', `${err.message}; the order may or may not have reached the exchange`);
  }
  return new ExchangeError(err.reason === 'timeout' ? 'timeout' : 'network', err.message);
}

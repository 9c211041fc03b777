/**
 * What one client, or many, may hold of the paper exchange: connections, request bytes and time. An abusive burst
 * (hundreds of idle or unauthenticated connections, megabyte bodies) is refused or closed early, so the memory it
 * takes comes back, and signed traders are still served.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ServerLimits {
  /** Open connections at most; over it, the oldest connection that has not sent a request yet is closed. */
  maxConnections: number;
  /** Request bodies held in memory at once, across all connections; over it, 503 and close. */
  maxBytesInFlight: number;
  /** A connection that sends nothing (no request yet) for this long is closed, ms. */
  idleTimeoutMs: number;
  /** A request's headers must arrive within this, ms (408 otherwise). */
  headersTimeoutMs: number;
  /** A whole request must arrive within this, ms (408 otherwise). */
  requestTimeoutMs: number;
  /** A kept-alive connection with no request for this long is closed, ms. */
  keepAliveTimeoutMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxConnections: 256,
  maxBytesInFlight: 16 * 1024 * 1024,
  idleTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
};

/** The options of createServer that check the timeouts; node checks them every this many ms at most. */
export const timeoutOptions = (limits: ServerLimits) => ({
  headersTimeout: limits.headersTimeoutMs,
  requestTimeout: limits.requestTimeoutMs,
  keepAliveTimeout: limits.keepAliveTimeoutMs,
  connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
});

/**
 * Applies the idle timeout and the connection cap to `server`. Over the cap, the connection closed is the oldest
 * that has sent no request yet (an idle or slow one), so a burst of idle connections cannot lock out a trader's
 * next connection; only when every connection is busy is the new one refused.
 */
export function capConnections(server: Server, { maxConnections, idleTimeoutMs }: ServerLimits): void {
  server.timeout = idleTimeoutMs;
  let open = 0;
  /** Connections with no request yet, oldest first. */
  const silent = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open += 1;
    silent.add(socket);
    socket.once('close', () => {
      open -= 1;
      silent.delete(socket);
    });
    if (open <= maxConnections) return;
    const oldest: Socket = silent.values().next().value ?? socket;
    oldest.destroy();
  });
  server.on('request', (req: { socket: Socket }) => silent.delete(req.socket));
}

/** Request bytes held in memory across all connections. */
export class BodyBudget {
  private used = 0;

  constructor(private readonly limit: number) {}

  /** Reserves `bytes`; false (and nothing reserved) when that would pass the limit. */
  take(bytes: number): boolean {
    if (this.used + bytes > this.limit) return false;
    this.used += bytes;
    return true;
  }

  give(bytes: number): void {
    this.used -= bytes;
  }
}

/**
 * The IPC messages between the benchmark and a server child: the child says where it listens, and tells on
 * request how much CPU time it has used, so the report can give each server's CPU cost per request.
 */
export type ToParent = { type: 'listening'; port: number } | { type: 'cpu'; micros: number };
export type ToChild = { type: 'setup'; setup: unknown } | { type: 'cpu' };

/** In the child, once it listens: reports the port, answers CPU queries, and closes when the parent goes. */
export function linkToParent(port: number, close: () => Promise<void>): void {
  const send = (message: ToParent) => process.send?.(message);
  process.on('message', (message: ToChild) => {
    if (message.type !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system });
  });
  process.on('disconnect', () => void close().finally(() => process.exit(0)));
  send({ type: 'listening', port });
}

/** In the child: the setup message the parent sends first. */
export const setupFromParent = (): Promise<unknown> =>
  new Promise((resolve) => {
    const onMessage = (message: ToChild) => {
      if (message.type !== 'setup') return;
      process.off('message', onMessage);
      resolve(message.setup);
    };
    process.on('message', onMessage);
  });

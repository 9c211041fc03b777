/**
 * A server in its own process, so the load generator never shares its event loop. The child is a TypeScript
 * file run through tsx that speaks `link.ts`: it may be sent a setup, says where it listens, reports its CPU time.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ToChild, ToParent } from './link';

export interface ChildServer {
  port: number;
  /** CPU time (user + system) the child has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

export async function startChild(script: URL, setup?: unknown): Promise<ChildServer> {
  const child = fork(fileURLToPath(script), [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const send = (message: ToChild) => child.send(message);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = <T extends ToParent['type']>(type: T) =>
    new Promise<Extract<ToParent, { type: T }>>((resolve, reject) => {
      const onMessage = (message: ToParent) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message as Extract<ToParent, { type: T }>);
      };
      child.on('message', onMessage);
      void exited.then(() => reject(new Error(`${script.pathname} exited`)));
    });
  const listening = next('listening');
  if (setup !== undefined) send({ type: 'setup', setup });
  const { port } = await listening;
  return {
    port,
    cpuMicros: async () => {
      const answer = next('cpu');
      send({ type: 'cpu' });
      return (await answer).micros;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}

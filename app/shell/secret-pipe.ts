/**
 * `npm start -- --exchange …` hands its API secret to the Electron process it starts through a pipe (fd 3),
 * never through the environment or the command line, where other processes could read it.
 */
import type { ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';

const SECRET_FD = 3;
/** Tells the child that fd 3 carries the secret; holds no secret itself. */
export const SECRET_PIPE_VARIABLE = 'PERPDESK_SECRET_PIPE';

/** The stdio of a child that is given a secret: ours for 0-2, a pipe on fd 3. */
export const STDIO_WITH_SECRET_PIPE = ['inherit', 'inherit', 'inherit', 'pipe'] as const;

export function sendSecret(child: ChildProcess, secret: string): void {
  const pipe = child.stdio[SECRET_FD] as NodeJS.WritableStream | null | undefined;
  if (!pipe) throw new Error('the child has no secret pipe');
  pipe.on('error', () => undefined); // a child that died before reading it
  pipe.end(secret);
}

/** In the child: the secret from fd 3 where the parent said there is one; undefined otherwise. */
export async function receiveSecret(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  if (env[SECRET_PIPE_VARIABLE] !== String(SECRET_FD)) return undefined;
  delete env[SECRET_PIPE_VARIABLE];
  const pipe = new Socket({ fd: SECRET_FD, readable: true, writable: false });
  const chunks: Buffer[] = [];
  for await (const chunk of pipe) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8') || undefined;
}

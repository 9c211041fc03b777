/** For the tests that run Perpdesk's own scripts as processes: one started, and its first line that says it is up. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface StartedScript {
  child: ChildProcess;
  /** What `line` matched in its output. */
  match: RegExpExecArray;
}

/**
 * Runs `node --import tsx <script> …args` from the repository's root, `env` added to this process's environment,
 * and resolves once its stdout matches `line`; rejects with what it printed (stderr too) if it exits first.
 * `children` collects it, for the caller to kill.
 */
export function startScript(
  script: string,
  args: string[],
  { env, line, children }: { env: Record<string, string>; line: RegExp; children: ChildProcess[] },
): Promise<StartedScript> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = line.exec(out);
      if (match) resolve({ child, match });
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${out}`)));
  });
}

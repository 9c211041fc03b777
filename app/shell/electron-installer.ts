/**
 * Runs Electron's own installer (node_modules/electron/install.js, which downloads the binary with @electron/get)
 * as a child process, bounded: given up after a silence (no progress) or an overall limit. A probe loaded into it
 * (electron-install-probe.mjs) reports progress and the real reason of a failed download.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DownloadFailure } from './download-failure';

export interface InstallerOptions {
  /** The installer script, run by this Node with the probe loaded. */
  script: string;
  env: NodeJS.ProcessEnv;
  /** Given up after this long without a word from the download (connection, progress). */
  silenceMs: number;
  /** Given up after this long in all. */
  limitMs: number;
  onProgress?: (received: number, total: number) => void;
}

export type InstallerResult = { ok: true } | { ok: false; failure: DownloadFailure };

const PROBE = fileURLToPath(new URL('./electron-install-probe.mjs', import.meta.url));
const REPORT = /^perpdesk-installer: (\{.*\})$/;
const STACK_FRAME = /^\s+at /;

interface ProbeReport {
  type: 'progress' | 'downloaded' | 'failed';
  received?: number;
  total?: number;
  code?: string;
  status?: number;
  message?: string;
}

export function runElectronInstaller(options: InstallerOptions): Promise<InstallerResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', PROBE, options.script], {
      env: withProxySupport({ ...options.env, ELECTRON_GET_NO_PROGRESS: '1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let probeFailure: DownloadFailure | null = null;
    const otherLines: string[] = [];
    let settled = false;
    const finish = (result: InstallerResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(silence);
      clearTimeout(limit);
      resolve(result);
    };
    const giveUp = (failure: DownloadFailure) => {
      child.kill('SIGKILL');
      child.stdout.destroy();
      child.stderr.destroy();
      finish({ ok: false, failure });
    };
    const silenceFor = () =>
      setTimeout(() => giveUp({ code: 'SILENT', message: `no progress for ${seconds(options.silenceMs)}` }), options.silenceMs);
    let silence = silenceFor();
    const limit = setTimeout(() => giveUp({ code: 'TOO_LONG', message: `it took longer than ${seconds(options.limitMs)}` }), options.limitMs);
    const heard = (downloaded: boolean) => {
      clearTimeout(silence);
      // Once downloaded, only unpacking is left, which is local: the overall limit is enough.
      if (!downloaded) silence = silenceFor();
    };

    child.stdout.on('data', () => heard(false));
    let pending = '';
    child.stderr.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const report = parseReport(line);
        if (!report) {
          if (line.trim() && !STACK_FRAME.test(line)) otherLines.push(line.trim());
          continue;
        }
        heard(report.type === 'downloaded');
        if (report.type === 'progress') options.onProgress?.(report.received ?? 0, report.total ?? 0);
        if (report.type === 'downloaded') options.onProgress?.(report.received ?? 0, report.received ?? 0);
        if (report.type === 'failed' && !probeFailure) probeFailure = failureOf(report);
      }
    });
    child.once('error', (err) => finish({ ok: false, failure: { code: 'SPAWN', message: err.message } }));
    child.once('close', (code, signal) => {
      if (code === 0) return finish({ ok: true });
      const said = otherLines.at(-1);
      finish({
        ok: false,
        failure: probeFailure ?? { message: said ?? `the installer stopped (${signal ?? `exit code ${code}`})` },
      });
    });
  });
}

function parseReport(line: string): ProbeReport | null {
  const match = REPORT.exec(line);
  if (!match?.[1]) return null;
  try {
    return JSON.parse(match[1]) as ProbeReport;
  } catch {
    return null;
  }
}

function failureOf(report: ProbeReport): DownloadFailure {
  const failure: DownloadFailure = { message: report.message ?? 'the download failed' };
  if (report.code !== undefined) failure.code = report.code;
  if (report.status !== undefined) failure.status = report.status;
  return failure;
}

/** @electron/get goes through a proxy only when asked to; a trader behind one has it in the environment. */
function withProxySupport(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const proxied = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'].some((name) => env[name]);
  return proxied && env['ELECTRON_GET_USE_PROXY'] === undefined ? { ...env, ELECTRON_GET_USE_PROXY: '1' } : env;
}

const seconds = (ms: number): string => (ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`);

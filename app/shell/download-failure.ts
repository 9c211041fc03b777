/** Why a download failed, in a trader's words: what it means first, then what the system said. */

export interface DownloadFailure {
  /** The system's error code (ENOTFOUND, ECONNREFUSED, …), or ours: SILENT, TOO_LONG, SPAWN. */
  code?: string;
  /** The HTTP status, where the server answered with a refusal. */
  status?: number;
  message: string;
}

const NO_NETWORK = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'ENETDOWN']);
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
]);
const UNTRUSTED = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_HAS_EXPIRED',
]);

export function describeDownloadFailure({ code, status, message }: DownloadFailure): string {
  if (code && NO_NETWORK.has(code)) return `no network: ${message}`;
  if (code && UNREACHABLE.has(code)) return `the download server could not be reached: ${message}`;
  if (code && UNTRUSTED.has(code)) return `the download server's certificate is not trusted (a proxy in between?): ${message}`;
  if (status === 407) return `the proxy asks for a login: HTTP ${message}`;
  if (status !== undefined) return `the download was refused: HTTP ${message}`;
  if (code === 'SILENT' || code === 'TOO_LONG') return `the download was given up: ${message}`;
  if (code === 'SPAWN') return `the installer could not be run: ${message}`;
  const said = message.replace(/^\w*Error: /, '');
  if (/checksum/i.test(said)) return `the download did not match Electron's published checksum (damaged, or changed by a proxy): ${said}`;
  return said;
}

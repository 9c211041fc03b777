/** Serves the renderer's build from one folder, and nothing outside it. */
import { readFile, realpath } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

export const contentTypeOf = (file: string): string => TYPES[path.extname(file)] ?? 'application/octet-stream';

/** Resolves a URL path inside `root`; null when it would leave it. */
export function fileInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/**
 * The file a URL path names, where it really is inside `root`: a symlink (or a link in a folder on the way) that
 * leads out of it is refused; null then, or where there is no such file.
 */
export async function realFileInside(root: string, urlPath: string): Promise<string | null> {
  const file = fileInside(root, urlPath);
  if (!file) return null;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    return realFile.startsWith(realRoot + path.sep) ? realFile : null;
  } catch {
    return null;
  }
}

export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, headers: Record<string, string>): Promise<void> {
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, headers).end();
  const file = await realFileInside(root, urlPath === '/' ? '/index.html' : urlPath);
  if (!file) return void res.writeHead(404, headers).end('Not found');
  try {
    const body = await readFile(file);
    res.writeHead(200, { ...headers, 'content-type': contentTypeOf(file), 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(404, headers).end('Not found');
  }
}

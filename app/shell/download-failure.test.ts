import { describe, expect, it } from 'vitest';
import { describeDownloadFailure } from './download-failure';

describe('why a download failed, in plain words', () => {
  it.each([
    [{ code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND github.com' }, 'no network: getaddrinfo ENOTFOUND github.com'],
    [{ code: 'EAI_AGAIN', message: 'getaddrinfo EAI_AGAIN github.com' }, 'no network: getaddrinfo EAI_AGAIN github.com'],
    [{ code: 'UND_ERR_CONNECT_TIMEOUT', message: 'Connect Timeout Error' }, 'the download server could not be reached: Connect Timeout Error'],
    [
      { code: 'SELF_SIGNED_CERT_IN_CHAIN', message: 'self-signed certificate in certificate chain' },
      "the download server's certificate is not trusted (a proxy in between?): self-signed certificate in certificate chain",
    ],
    [{ status: 407, message: '407 Proxy Authentication Required' }, 'the proxy asks for a login: HTTP 407 Proxy Authentication Required'],
    [{ status: 404, message: '404 Not Found' }, 'the download was refused: HTTP 404 Not Found'],
    [{ code: 'SILENT', message: 'no progress for 30 s' }, 'the download was given up: no progress for 30 s'],
    [{ code: 'SPAWN', message: 'spawn node ENOENT' }, 'the installer could not be run: spawn node ENOENT'],
    [
      { message: 'Error: Generated checksum for "electron-v45.4.1-linux-x64.zip" did not match expected checksum.' },
      'the download did not match Electron\'s published checksum (damaged, or changed by a proxy): Generated checksum for "electron-v45.4.1-linux-x64.zip" did not match expected checksum.',
    ],
    [{ message: 'Error: cannot unpack the archive' }, 'cannot unpack the archive'],
  ])('%o', (failure, words) => {
    expect(describeDownloadFailure(failure)).toBe(words);
  });
});

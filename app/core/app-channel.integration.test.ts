/**
 * The channel through which `npm run cli` calls the running app: only with the token from the 0600 file, nothing
 * read before the token is checked, and no input ends it.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAppChannel, readAppChannel, type ChannelAddress } from './app-channel';
import { tempDirForTests } from '../fs/testing';
import { startCore, type Core } from './core';

const root = tempDirForTests('pd-channel-');
const dataDir = path.join(root, 'data');
let core: Core;
let address: ChannelAddress;

beforeAll(async () => {
  core = await startCore({ dataDir, stillMarket: true, owner: 'Perpdesk (test)', acceptCliCalls: true });
  address = (await readAppChannel(dataDir)) as ChannelAddress;
});
afterAll(async () => {
  await core.close();
});

const post = (body: string, headers: Record<string, string> = { authorization: `Bearer ${address.token}` }) =>
  fetch(`${address.url}/call`, { method: 'POST', headers, body });

describe('app channel', () => {
  it('is written for this process, readable by its owner alone, and answers calls', async () => {
    expect(address).toMatchObject({ pid: process.pid, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
    expect(statSync(path.join(dataDir, 'app-channel.json')).mode & 0o777).toBe(0o600);
    expect(await callAppChannel(address, 'status.get', {})).toMatchObject({ ok: true, value: { venue: { paper: true } } });
    expect(await callAppChannel(address, 'system.exec', {})).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('refuses a call without the token, or with a wrong one', async () => {
    expect((await post('{"method":"status.get"}', {})).status).toBe(401);
    expect((await post('{"method":"status.get"}', { authorization: `Bearer ${address.token}x` })).status).toBe(401);
    expect(await callAppChannel({ ...address, token: 'x'.repeat(43) }, 'status.get', {})).toMatchObject({ ok: false, error: { kind: 'auth' } });
  });

  it('refuses bad input and a body over 1 MiB, and goes on answering', async () => {
    expect(await (await post('not json')).json()).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect((await post(`{"method":"status.get","params":"${'x'.repeat(1024 * 1024)}"}`)).status).toBe(413);
    expect(await callAppChannel(address, 'status.get', {})).toMatchObject({ ok: true });
  });

  it('is gone when the core closes', async () => {
    const other = path.join(root, 'other');
    const second = await startCore({ dataDir: other, stillMarket: true, acceptCliCalls: true });
    const channel = (await readAppChannel(other)) as ChannelAddress;
    await second.close();
    expect(await readAppChannel(other)).toBeNull();
    expect(await callAppChannel(channel, 'status.get', {})).toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});

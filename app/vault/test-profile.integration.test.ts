/** The test before a profile is saved, against the real paper exchange and against things that are not one. */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '../paper';
import { testProfile } from './test-profile';
import { deadUrl } from './testing';

const alice = { apiKey: 'alice', apiSecret: 'alice-secret-0123456789' };
let paper: PaperExchange;

beforeAll(async () => {
  paper = await startPaperExchange({ accounts: [{ ...alice, balance: '2500' }] });
});
afterAll(() => paper.close());

describe('testing a profile', () => {
  it('passes with the right key: the exchange time, the clock offset and the balance', async () => {
    const before = Date.now();
    const result = await testProfile({ baseUrl: paper.url, apiKey: alice.apiKey }, alice.apiSecret);
    expect(result).toMatchObject({ ok: true, balance: { symbol: 'USDT', availableAmount: '2500.0000', frozenAmount: '0.0000' } });
    if (!result.ok) return;
    expect(Math.abs(result.clockOffsetMs)).toBeLessThan(1000);
    expect(result.serverTime).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a wrong secret as an auth failure, in the exchange words', async () => {
    const result = await testProfile({ baseUrl: paper.url, apiKey: alice.apiKey }, 'not-the-secret-123');
    expect(result).toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(!result.ok && result.error.message).toMatch(/^Reading the balance with this key failed: The exchange refused the credentials/);
  });

  it('refuses a key the exchange does not know', async () => {
    const result = await testProfile({ baseUrl: paper.url, apiKey: 'nobody' }, alice.apiSecret);
    expect(result).toMatchObject({ ok: false, error: { kind: 'auth' } });
  });

  it('refuses a dead URL as a network failure, naming the URL', async () => {
    const url = await deadUrl();
    const result = await testProfile({ baseUrl: url, apiKey: alice.apiKey }, alice.apiSecret);
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(!result.ok && result.error.message).toBe(`Reading the time of the exchange at ${url} failed: Cannot reach the exchange (ECONNREFUSED)`);
  });

  describe('against servers that are not the exchange', () => {
    let server: Server;
    let url: string;
    let answer: { status: number; body: string };

    beforeAll(async () => {
      server = createServer((_req, res) => res.writeHead(answer.status).end(answer.body));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('refuses a web page as a wrong URL', async () => {
      answer = { status: 404, body: '<html>Not here</html>' };
      const result = await testProfile({ baseUrl: url, apiKey: alice.apiKey }, alice.apiSecret);
      expect(result).toMatchObject({ ok: false, error: { kind: 'network', message: expect.stringMatching(/not JSON/) } });
    });

    it('never passes on a secret that a misbehaving server puts in its answer', async () => {
      const secret = 'echoed-secret-987654321';
      const envelope = (code: number, msg: string, data: unknown) => JSON.stringify({ error: code !== 200, code, msg, data });
      server.removeAllListeners('request');
      server.on('request', (req, res) => {
        if (req.url?.includes('/info/time')) return res.writeHead(200).end(envelope(200, 'SUCCESS', Date.now()));
        res.writeHead(401).end(envelope(401, `signature does not match secret ${secret}`, null));
      });
      const result = await testProfile({ baseUrl: url, apiKey: alice.apiKey }, secret);
      expect(result).toMatchObject({ ok: false, error: { kind: 'auth' } });
      expect(JSON.stringify(result)).not.toContain(secret);
      expect(!result.ok && result.error.message).toMatch(/\[secret withheld\]/);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { LaunchError, parseLaunchOptions } from './launch-options';

const env = { PERPDESK_DATA_DIR: '/tmp/pd' };

describe('launch options', () => {
  it('defaults to the desktop app on the paper exchange', () => {
    expect(parseLaunchOptions([], env)).toEqual({ browser: false, port: null, open: true, dataDir: '/tmp/pd', stillMarket: false, markets: 0 });
  });

  it('reads browser mode, port, no-open and the data directory', () => {
    expect(parseLaunchOptions(['--browser', '--port', '8123', '--no-open', '--data-dir', '/x/y', '--still-market', '--markets', '150'], env)).toEqual(
      { browser: true, port: 8123, open: false, dataDir: '/x/y', stillMarket: true, markets: 150 },
    );
  });

  it('takes a live exchange with its secret from the environment only, and takes the secret out of it', () => {
    const withSecret: NodeJS.ProcessEnv = { ...env, PERPDESK_API_SECRET: 'S' };
    const options = parseLaunchOptions(['--exchange', 'https://ex.example/', '--api-key', 'K'], withSecret);
    expect(options.exchange).toEqual({ url: 'https://ex.example', apiKey: 'K', apiSecret: 'S' });
    expect(withSecret).toEqual(env);
  });

  it('takes the secret out of the environment even where no --exchange uses it', () => {
    const withSecret: NodeJS.ProcessEnv = { ...env, PERPDESK_API_SECRET: 'S' };
    parseLaunchOptions([], withSecret);
    expect(withSecret).toEqual(env);
  });

  it.each([
    [['--port', 'abc'], /--port must be a number/],
    [['--port', '70000'], /--port must be a number/],
    [['--port'], '--port needs a value after it'],
    [['--frobnicate'], /unknown option --frobnicate/],
    [['--markets', '1000'], /--markets must be a number from 0 to 999/],
    [['--markets', '1.5'], /--markets must be/],
    [['--exchange', 'https://ex.example'], "--exchange and --api-key go together: the exchange's address and your API key"],
    [
      ['--exchange', 'ftp://ex', '--api-key', 'K'],
      'the API secret is read from the environment variable PERPDESK_API_SECRET (never from the command line), which is not set',
    ],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseLaunchOptions(argv, env)).toThrow(LaunchError);
    expect(() => parseLaunchOptions(argv, env)).toThrow(message);
  });

  it('refuses an exchange that is not an http URL', () => {
    const withSecret = { ...env, PERPDESK_API_SECRET: 'S' };
    expect(() => parseLaunchOptions(['--exchange', 'ftp://ex', '--api-key', 'K'], withSecret)).toThrow(/http or https/);
  });
});

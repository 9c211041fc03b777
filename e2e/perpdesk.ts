/** One spec's Perpdesk: launched in browser mode before its tests and stopped after them. */
import { test } from '@playwright/test';
import { launchBrowserMode, type LaunchOptions, type Running } from './launch';

/**
 * Launches Perpdesk once for the spec's file, or afresh for each test (`each: 'test'`, a fresh exchange every time).
 * The answer reads the running instance when a test uses it, so it can be held in a top-level const.
 */
export function usePerpdesk(options: LaunchOptions = {}, each: 'file' | 'test' = 'file'): Running {
  let running: Running | undefined;
  const launch = async () => {
    running = await launchBrowserMode(options);
  };
  const stop = async () => {
    await running?.stop();
  };
  if (each === 'test') {
    test.beforeEach(launch);
    test.afterEach(stop);
  } else {
    test.beforeAll(launch);
    test.afterAll(stop);
  }
  const current = (): Running => {
    if (!running) throw new Error('Perpdesk is not running: use it inside a test');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get dataDir() {
      return current().dataDir;
    },
    get pid() {
      return current().pid;
    },
    output: () => current().output(),
    stop: () => current().stop(),
  };
}

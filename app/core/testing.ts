/** For the core's integration tests: a core on the built-in paper exchange, in a temporary data directory. */
import { afterAll, beforeAll } from 'vitest';
import type { BridgeResult, MethodName, ParamsOf, ResultOf } from '../../shared/bridge';
import { tempDirForTests } from '../fs/testing';
import { startCore, type Core } from './core';

export interface TestCore {
  core: Core;
  /** The core's data directory (its journal lives here). */
  dir: string;
}

/**
 * Starts a core in a new `<prefix>…` directory before the tests of the enclosing file or describe, hands it to
 * `started`, and closes it and removes the directory after them. The market stands still unless `living`.
 */
export function coreForTests(prefix: string, started: (fixture: TestCore) => void, { living = false } = {}): void {
  const dir = tempDirForTests(prefix);
  let core: Core | undefined;
  beforeAll(async () => {
    core = await startCore({ dataDir: dir, stillMarket: !living });
    started({ core, dir });
  });
  afterAll(() => core?.close());
}

/** A typed call through the core's dispatch that throws on a refusal, for tests that expect success. */
export const callerOf =
  (core: () => Core) =>
  async <M extends MethodName>(method: M, params: ParamsOf<M>): Promise<ResultOf<M>> => {
    const result = (await core().dispatch(method, params)) as BridgeResult<ResultOf<M>>;
    if (!result.ok) throw new Error(`${method}: ${result.error.kind}: ${result.error.message}`);
    return result.value;
  };

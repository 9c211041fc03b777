/** For the stores' tests: a store's refusal to load, and every one-byte change of a store file, each of which must refuse to load. */
import { writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { StoreFileError } from './checked-store';

/** Each byte in turn with one bit flipped (a digit or a letter one off, its case, a byte that is not UTF-8), and each byte left out. */
export function* oneByteChanges(bytes: Buffer): Generator<{ at: number; change: string; bytes: Buffer }> {
  for (let at = 0; at < bytes.length; at++) {
    for (const bit of [0x01, 0x02, 0x20, 0x80]) {
      const changed = Buffer.from(bytes);
      changed[at] = bytes[at]! ^ bit;
      yield { at, change: `byte ${at} ^ 0x${bit.toString(16)}`, bytes: changed };
    }
    yield { at, change: `byte ${at} left out`, bytes: Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + 1)]) };
  }
}

/**
 * Writes every one-byte change of `original` to `file` in turn and loads it: each is refused by name (the store's
 * error, the file first), never loaded as something else and never a crash. Puts the original back after.
 */
export async function expectEveryChangeRefused(file: string, original: Buffer, load: () => Promise<unknown>): Promise<number> {
  const wrong: string[] = [];
  let tried = 0;
  for (const { change, bytes } of oneByteChanges(original)) {
    writeFileSync(file, bytes);
    try {
      const value = await load();
      wrong.push(`${change} loaded: ${JSON.stringify(value)}`);
    } catch (err) {
      if (!(err instanceof StoreFileError) || !err.message.startsWith(`${file}: `)) wrong.push(`${change} threw ${String(err)}`);
    }
    tried++;
  }
  writeFileSync(file, original);
  expect(wrong).toEqual([]);
  return tried;
}

/** The message of the store's refusal to load (its error); fails the test if it loaded. */
export async function storeRefusal(load: () => Promise<unknown>): Promise<string> {
  const err = await load().then(
    () => expect.fail('it loaded'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StoreFileError);
  return (err as Error).message;
}

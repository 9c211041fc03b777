/** What refuses to open a damaged store: it names the file, says what is wrong and how to start afresh. */
import path from 'node:path';
import { inspect } from 'node:util';

export class DamagedStoreError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(
      `${file}: ${problem}. The paper exchange will not start on it rather than change a balance or lose an order ` +
        `without a word. Move ${path.dirname(file)} away to start a fresh paper exchange, or restore it from a backup.`,
    );
  }

  /**
   * A refusal for the trader, not a crash: printed whole (the desktop shell prints a failed start with
   * console.error), it is its one line, without a stack trace.
   */
  [inspect.custom](): string {
    return this.message;
  }
}

/** A log that cannot be read back whole: damaged, or missing records it should hold. */
export class CorruptLogError extends DamagedStoreError {}

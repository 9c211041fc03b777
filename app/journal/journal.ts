/**
 * The order journal: an append-only local record of every order action and its outcome, one JSON line each,
 * synced to disk before the call that wrote it goes on. Never holds a secret.
 */
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { OWNER_ONLY, OWNER_ONLY_DIR } from '../fs/durable-files';

export interface JournalEntry {
  /** What was attempted, e.g. `placeOrder`. */
  action: string;
  /** `request` before it is sent, `outcome` after. */
  phase: 'request' | 'outcome';
  /** Ties the two phases of one action together. */
  ref: string;
  venue: string;
  params?: Record<string, unknown>;
  outcome?: { ok: true; value: unknown } | { ok: false; kind: string; code?: number; message: string };
}

export class Journal {
  private queue: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: FileHandle,
    readonly filePath: string,
  ) {}

  static async open(dataDir: string): Promise<Journal> {
    await mkdir(dataDir, { recursive: true, mode: OWNER_ONLY_DIR });
    const filePath = path.join(dataDir, 'journal.ndjson');
    return new Journal(await open(filePath, 'a', OWNER_ONLY), filePath);
  }

  /** Appends one entry and syncs it; entries are written in the order they were recorded. */
  record(entry: JournalEntry): Promise<void> {
    const line = `${JSON.stringify({ time: Date.now(), ...entry })}\n`;
    const written = this.queue.then(async () => {
      await this.file.appendFile(line, 'utf8');
      await this.file.datasync();
    });
    this.queue = written.catch(() => undefined);
    return written;
  }

  async close(): Promise<void> {
    await this.queue;
    await this.file.close();
  }
}

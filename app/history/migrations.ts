/**
 * The history database's schema, as numbered migrations. `schema_version` holds the number of the last one
 * applied; each runs in its own transaction with the version it brings, so a crash leaves the database at one
 * version or the next, never between. A database from a newer Perpdesk (a version this one does not know) is
 * refused rather than written to.
 */
import type Database from 'better-sqlite3';

/** Migration n (from 1) is MIGRATIONS[n - 1]. Append only: a migration once released never changes. */
export const MIGRATIONS: readonly string[] = [
  // 1: the exchange's records (kept as the exchange sent them, decimals as text), snapshots, notes, cursors.
  `
  CREATE TABLE fills (
    symbol TEXT NOT NULL, trade_id INTEGER NOT NULL, order_id INTEGER NOT NULL, client_order_id TEXT NOT NULL,
    is_long INTEGER NOT NULL, is_market INTEGER NOT NULL, is_close INTEGER NOT NULL, is_taker INTEGER NOT NULL,
    price TEXT NOT NULL, quantity TEXT NOT NULL, amount TEXT NOT NULL, fee_currency TEXT NOT NULL,
    fee_rate TEXT NOT NULL, fee TEXT NOT NULL, pnl TEXT NOT NULL, time INTEGER NOT NULL,
    PRIMARY KEY (symbol, trade_id)
  );
  CREATE INDEX fills_by_time ON fills (time);
  CREATE TABLE orders (
    symbol TEXT NOT NULL, id INTEGER NOT NULL, client_order_id TEXT NOT NULL, status INTEGER NOT NULL,
    create_time INTEGER NOT NULL, update_time INTEGER NOT NULL, record TEXT NOT NULL,
    PRIMARY KEY (symbol, id)
  );
  CREATE TABLE funding (
    id INTEGER PRIMARY KEY, symbol TEXT NOT NULL, is_long INTEGER NOT NULL, quantity TEXT NOT NULL,
    opening_price TEXT NOT NULL, rate TEXT NOT NULL, amount TEXT NOT NULL, time INTEGER NOT NULL
  );
  CREATE INDEX funding_by_time ON funding (time);
  CREATE TABLE rebates (
    symbol TEXT NOT NULL, id INTEGER NOT NULL, trade_id INTEGER NOT NULL, order_id INTEGER NOT NULL,
    price TEXT NOT NULL, quantity TEXT NOT NULL, rate TEXT NOT NULL, amount TEXT NOT NULL, time INTEGER NOT NULL,
    PRIMARY KEY (symbol, id)
  );
  CREATE INDEX rebates_by_time ON rebates (time);
  CREATE TABLE snapshots (time INTEGER PRIMARY KEY, balance TEXT NOT NULL, unrealized TEXT NOT NULL, equity TEXT NOT NULL);
  CREATE TABLE notes (target TEXT PRIMARY KEY, note TEXT NOT NULL, updated INTEGER NOT NULL);
  CREATE TABLE note_tags (target TEXT NOT NULL, tag TEXT NOT NULL, PRIMARY KEY (target, tag));
  CREATE INDEX note_tags_by_tag ON note_tags (tag);
  CREATE TABLE cursors (
    stream TEXT PRIMARY KEY, newest INTEGER, oldest INTEGER, complete INTEGER NOT NULL DEFAULT 0
  );
  `,
];

/** better-sqlite3 could not be loaded (not built for this Node or Electron), or the file is of a newer Perpdesk. */
export class HistoryUnavailableError extends Error {}

export const schemaVersion = (db: Database.Database): number => {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare<[], { version: number }>('SELECT version FROM schema_version').get();
  return row?.version ?? 0;
};

/** Brings the database up to `migrations.length`, one transaction per migration; returns the version it is at. */
export function migrate(db: Database.Database, file: string, migrations: readonly string[] = MIGRATIONS): number {
  const at = schemaVersion(db);
  if (at > migrations.length) {
    throw new HistoryUnavailableError(
      `The history ${file} is of a newer Perpdesk (schema ${at}; this one knows up to ${migrations.length}): update Perpdesk, or move the file away to start a new history`,
    );
  }
  for (let version = at + 1; version <= migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version - 1]!);
      db.prepare('DELETE FROM schema_version').run();
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(version);
    })();
  }
  return migrations.length;
}

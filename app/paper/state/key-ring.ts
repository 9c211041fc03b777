/**
 * The exchange's API keys: each key's secret and account. The paper exchange, like any exchange, must keep a
 * key's secret to check its signatures; its data directory is therefore private to its owner.
 */
export interface KeyEntry {
  secret: string;
  accountId: number;
}

export type KeyRingSnapshot = [apiKey: string, entry: KeyEntry][];

export class KeyRing {
  private readonly keys: Map<string, KeyEntry>;

  constructor(entries: KeyRingSnapshot = []) {
    this.keys = new Map(entries.map(([k, e]) => [k, { ...e }]));
  }

  get(apiKey: string): KeyEntry | undefined {
    return this.keys.get(apiKey);
  }

  accountOf(apiKey: string): number | undefined {
    return this.keys.get(apiKey)?.accountId;
  }

  set(apiKey: string, secret: string, accountId: number): void {
    this.keys.set(apiKey, { secret, accountId });
  }

  toSnapshot(): KeyRingSnapshot {
    return [...this.keys].map(([k, e]) => [k, { ...e }]);
  }
}

/** Balances in settle units: what each account has available, and what its open orders hold frozen. */

export interface Balance {
  available: number;
  frozen: number;
}

export class Accounts {
  private readonly balances = new Map<number, Balance>();
  private lastId = 0;

  /** Opens an account with `available` settle units; returns its id. */
  open(available: number): number {
    const id = ++this.lastId;
    this.balances.set(id, { available, frozen: 0 });
    return id;
  }

  balance(id: number): Readonly<Balance> {
    return this.get(id);
  }

  /** Moves `amount` from available to frozen; false, and nothing moved, when available is short. */
  freeze(id: number, amount: number): boolean {
    const balance = this.get(id);
    if (balance.available < amount) return false;
    balance.available -= amount;
    balance.frozen += amount;
    return true;
  }

  release(id: number, amount: number): void {
    const balance = this.get(id);
    balance.frozen -= amount;
    balance.available += amount;
  }

  private get(id: number): Balance {
    const balance = this.balances.get(id);
    if (balance === undefined) throw new Error(`no account ${id}`);
    return balance;
  }
}

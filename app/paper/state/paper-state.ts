/**
 * The whole paper exchange as one deterministic state machine: the engine, the API keys and the market around
 * the book. `apply` is the only way anything changes; queries read the parts directly.
 */
import { createEngine, illegal, listedPairs, PaperEngine, type EngineSnapshot, type Outcome } from '../engine';
import type { Command, Genesis } from './commands';
import { KeyRing, type KeyRingSnapshot } from './key-ring';
import { MarketState, type MarketSnapshot } from './market-state';

export interface PaperSnapshot {
  genesis: Genesis;
  engine: EngineSnapshot;
  keys: KeyRingSnapshot;
  market: MarketSnapshot;
}

/** The living market's own accounts hold this much, in settle units (1e9 USDT): they never run dry. */
const HOUSE_TRADER_BALANCE = 1e13;

export class PaperState {
  private constructor(
    readonly genesis: Genesis,
    readonly engine: PaperEngine,
    readonly keys: KeyRing,
    readonly market: MarketState,
  ) {}

  /** A new exchange, exactly as `genesis` describes it. */
  static create(genesis: Genesis): PaperState {
    // The living market brings its own makers; a still market gets a fixed seeded book.
    const engine = createEngine({ seed: genesis.market ? null : genesis.seed, now: genesis.now, markets: genesis.markets ?? 0 });
    const makerAccountId = engine.openAccount(HOUSE_TRADER_BALANCE);
    const takerAccountId = engine.openAccount(HOUSE_TRADER_BALANCE);
    const market = MarketState.create({
      engine,
      seed: genesis.seed,
      now: genesis.now,
      live: genesis.market,
      fundingIntervalMs: genesis.fundingIntervalMs,
      makerAccountId,
      takerAccountId,
    });
    return new PaperState(genesis, engine, new KeyRing(), market);
  }

  static fromSnapshot(s: PaperSnapshot): PaperState {
    const engine = PaperEngine.fromSnapshot(s.engine, listedPairs(s.genesis.markets ?? 0));
    return new PaperState(s.genesis, engine, new KeyRing(s.keys), MarketState.fromSnapshot(s.market, engine));
  }

  toSnapshot(): PaperSnapshot {
    return {
      genesis: this.genesis,
      engine: this.engine.toSnapshot(),
      keys: this.keys.toSnapshot(),
      market: this.market.toSnapshot(),
    };
  }

  apply(c: Command): unknown {
    const { engine } = this;
    switch (c.type) {
      case 'genesis':
        throw new Error('genesis only begins a log');
      case 'openAccount': {
        // A key already known keeps its account and takes the new secret.
        const accountId = this.keys.accountOf(c.apiKey) ?? engine.openAccount(c.balance);
        this.keys.set(c.apiKey, c.apiSecret, accountId);
        return accountId;
      }
      case 'placeOrder':
        return engine.placeOrder(c.accountId, c.order, c.now);
      case 'placeOrders':
        return this.each(c.orders, c.stopAtFirstFailure, (order) => engine.placeOrder(c.accountId, order, c.now));
      case 'cancelOrder':
        return engine.cancelOrder(c.accountId, c.orderId, c.now);
      case 'cancelByClientOrderId': {
        const orderId = engine.orderIdOf(c.accountId, c.clientOrderId);
        return orderId === undefined ? illegal('clientOrderId') : engine.cancelOrder(c.accountId, orderId, c.now);
      }
      case 'cancelOrders':
        return this.each(c.orderIds, c.stopAtFirstFailure, (id) => engine.cancelOrder(c.accountId, id, c.now));
      case 'setUserLever':
        return engine.setUserLever(c.accountId, c.pairId, c.positionType, c.lever, c.now);
      case 'adjustMargin':
        return engine.adjustMargin(c.accountId, c.positionId, c.isAdd, c.amount, c.now);
      case 'marketTick':
        this.market.tick(c.now);
        return undefined;
    }
  }

  /** Applies `act` to each item in order; with `stopAtFirstFailure`, the items after a refused one are not tried. */
  private each<I, T>(items: readonly I[], stopAtFirstFailure: boolean, act: (item: I) => Outcome<T>): Outcome<T>[] {
    const outcomes: Outcome<T>[] = [];
    for (const item of items) {
      const outcome = act(item);
      outcomes.push(outcome);
      if (!outcome.ok && stopAtFirstFailure) break;
    }
    return outcomes;
  }
}

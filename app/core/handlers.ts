/**
 * What each bridge method does: a line per method, over the session the core trades with now. Writes that
 * trade (orders, margin, leverage) are refused on a read-only profile before anything is journaled or sent.
 */
import type { ProfileFile, ProfileList, ProfileView } from '../../shared/bridge';
import type { Vault } from '../vault';
import type { WorkspaceService } from '../workspaces/service';
import type { Handlers } from './dispatch';
import { assertCanTrade, type Session } from './session';

export interface HandlerContext {
  session(): Session;
  vault: Vault;
  profileList(): ProfileList;
  selectProfile(id: string): Promise<void>;
  removeProfile(id: string): Promise<void>;
  updateProfile(id: string, change: { name?: string; readOnly?: boolean }): Promise<ProfileView>;
  profileFiles(id: string): Promise<ProfileFile[]>;
  /** The screen's workspaces: the data directory's, whichever profile trades. */
  workspaces: WorkspaceService;
}

export function createHandlers(ctx: HandlerContext): Handlers {
  const s = ctx.session;
  /** For a method that trades: refuses on a read-only profile. */
  const trading =
    <P, R>(run: (session: Session, params: P) => Promise<R>) =>
    async (params: P): Promise<R> => {
      const session = s();
      assertCanTrade(session);
      return run(session, params);
    };

  return {
    'status.get': async () => {
      const { venue, client } = s();
      const connection = client.status();
      return {
        venue: { name: venue.name, baseUrl: venue.baseUrl, paper: venue.paper },
        keychain: ctx.vault.keychain,
        clockOffsetMs: connection.clockOffsetMs,
        readOnly: venue.readOnly,
        connection,
      };
    },

    'market.pairs': () => s().market.pairs(),
    'market.tickers': ({ pairs }) => s().market.tickers(pairs),
    'market.summary': ({ pair }) => s().market.summary(pair),
    'market.ticker': ({ pair }) => s().market.ticker(pair),
    'market.depth': ({ pair, limit }) => s().market.depth(pair, limit),
    'market.candles': (p) => s().market.candles(p),
    'market.trades': ({ pair, limit }) => s().market.trades(pair, limit),
    'market.fundingHistory': (p) => s().market.fundingHistory(p),
    'market.openInterest': ({ pair }) => s().market.openInterest(pair),

    'trading.placeOrder': trading((session, p) => session.trading.placeOrder(p)),
    'trading.placeBatch': trading((session, p) => session.trading.placeBatch(p)),
    'trading.placeScale': trading((session, p) => session.trading.placeScale(p)),
    'trading.cancelOrder': trading((session, p) => session.trading.cancelOrder(p)),
    'trading.cancelByClientId': trading((session, p) => session.trading.cancelByClientId(p)),
    'trading.cancelOrders': trading((session, p) => session.trading.cancelOrders(p)),
    'trading.cancelAll': trading((session, { pair }) => session.trading.cancelAll(pair)),
    'trading.closePosition': trading((session, p) => session.trading.closePosition(p)),
    'trading.closeAll': trading((session, { pair }) => session.trading.closeAll(pair)),
    'trading.moveOrder': trading((session, p) => session.moveOrder(p)),
    'trading.outcome': ({ clientOrderId }) => s().unresolved.outcome(clientOrderId),

    'positions.list': ({ pair }) => s().positions.list(pair),
    'positions.adjustMargin': trading((session, p) => session.positions.adjustMargin(p)),
    'positions.leverage': (p) => s().positions.leverage(p),
    'positions.setLeverage': trading((session, p) => {
      session.guards.checkLeverage(p.leverage);
      return session.positions.setLeverage(p);
    }),

    'account.balance': () => s().account.balance(),
    'account.openOrders': ({ pair }) => s().account.openOrders(pair),
    'account.sweepOpenOrders': async () => s().sweeper.start(),
    'account.sweepProgress': async () => s().sweeper.progress(),
    'account.recentFills': ({ focus, limit }) => s().account.recentFills(focus, limit),
    'account.order': (p) => s().account.order(p),
    'account.matches': (p) => s().account.matches(p),
    'account.fills': (p) => s().account.fills(p),
    'account.orderHistory': (p) => s().account.orderHistory(p),
    'account.tariffs': (p) => s().account.tariffs(p),
    'account.makerEarnings': (p) => s().account.makerEarnings(p),
    'account.makerEarningDays': (p) => s().account.makerEarningDays(p),
    'account.tradeConfigs': () => s().account.tradeConfigs(),

    'protection.list': async () => s().protection.list(),
    'protection.set': trading((session, p) => session.protection.set(p)),
    'protection.trailing': trading((session, p) => session.protection.trailing(p)),
    'protection.bracket': trading((session, p) => session.protection.bracket(p)),
    'protection.cancel': trading((session, { id }) => session.protection.cancel(id)),
    'protection.move': trading((session, p) => session.protection.move(p)),
    'protection.breakeven': trading((session, p) => session.protection.breakeven(p)),
    'protection.status': async () => {
      const { protection, algos, alerts } = s();
      const status = protection.status();
      return { ...status, working: algos.live(), failure: status.failure ?? algos.failure() ?? alerts.failure() };
    },
    'protection.notices': async ({ after }) => s().protection.notices(after),
    'protection.markRead': async ({ upTo }) => {
      await s().protection.markRead(upTo);
      return null;
    },
    'protection.keepAwake': ({ on }) => s().protection.keepAwake(on),

    'algo.list': async () => s().algos.list(),
    'algo.chase': trading((session, p) => session.algos.chase(p)),
    'algo.twap': trading((session, p) => session.algos.twap(p)),
    'algo.pause': trading((session, { id }) => session.algos.pause(id)),
    'algo.resume': trading((session, { id }) => session.algos.resume(id)),
    'algo.cancel': trading((session, { id }) => session.algos.cancel(id)),

    // Not trades: no guard, and a read-only profile may set them.
    'alerts.list': async () => s().alerts.list(),
    'alerts.set': (p) => s().alerts.set(p),
    'alerts.edit': (p) => s().alerts.edit(p),
    'alerts.remove': ({ id }) => s().alerts.remove(id),
    'alerts.markSeen': async ({ ids }) => {
      await s().alerts.markSeen(ids);
      return null;
    },

    'guards.get': async () => s().guards.get(),
    'guards.set': ({ guards, confirmLoosen }) => s().guards.set(guards, confirmLoosen === true),

    'history.summary': ({ period }) => s().history.summary(period),
    'history.roundTrips': ({ period, pair }) => s().history.roundTrips(period, pair),
    'history.tripFills': ({ tripId }) => s().history.tripFills(tripId),
    'history.daily': ({ period }) => s().history.daily(period),
    'history.equity': ({ period }) => s().history.equity(period),
    'history.setNote': async ({ target, note, tags }) => s().history.setNote(target, note, tags),
    'history.note': async ({ target }) => s().history.note(target),
    'history.search': async ({ text, tag }) => s().history.search(text, tag),
    'history.csv': ({ period }) => s().history.csv(period),
    'history.refresh': async () => {
      const { history } = s();
      await history.sync();
      return history.status();
    },

    'profiles.list': async () => ctx.profileList(),
    'profiles.test': ({ apiSecret, ...input }) => ctx.vault.test(input, apiSecret),
    'profiles.add': ({ apiSecret, ...input }) => ctx.vault.add(input, apiSecret),
    'profiles.setSecret': ({ id, apiSecret }) => ctx.vault.setSecret(id, apiSecret),
    'profiles.update': ({ id, ...change }) => ctx.updateProfile(id, change),
    'profiles.files': ({ id }) => ctx.profileFiles(id),
    'profiles.select': async ({ id }) => {
      await ctx.selectProfile(id);
      return ctx.profileList();
    },
    'profiles.remove': async ({ id }) => {
      await ctx.removeProfile(id);
      return ctx.profileList();
    },

    'workspaces.list': () => ctx.workspaces.list(),
    'workspaces.save': ({ workspace }) => ctx.workspaces.save(workspace),
    'workspaces.create': ({ name, from }) => ctx.workspaces.create(name, from),
    'workspaces.rename': ({ id, name }) => ctx.workspaces.rename(id, name),
    'workspaces.reset': ({ id }) => ctx.workspaces.reset(id),
    'workspaces.remove': ({ id }) => ctx.workspaces.remove(id),
    'workspaces.select': ({ id }) => ctx.workspaces.select(id),
  };
}

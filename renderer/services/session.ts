/**
 * What a panel is handed: the session's stores (stores/session-stores.ts) and its services, every write among
 * them. Built by the composition root (renderer/composition/session.ts); reached through services/hooks.ts.
 */
import type { Stores } from '../stores/session-stores';
import type { AlertWrites } from './alerts';
import type { AlgoWrites } from './algo';
import type { MoveToBreakeven } from './breakeven';
import type { GuardWrites } from './guards';
import type { HistoryWrites } from './history';
import type { OrderEntryService } from './order-entry';
import type { OrderRecords } from './order-records';
import type { PositionActions } from './position-actions';
import type { ProfileWrites } from './profiles';
import type { ProtectionWrites } from './protection';
import type { Trading } from './trading';
import type { TripOnChartService } from './trip-on-chart';
import type { WorkspaceWrites } from './workspaces';

export interface Services {
  trading: Trading;
  /** The Order entry as a service: what a send does, whoever asks for it. */
  entry: OrderEntryService;
  /** Stops, targets and trailing stops that Perpdesk holds. */
  protection: ProtectionWrites;
  /** Chases and TWAPs that Perpdesk holds. */
  algos: AlgoWrites;
  /** Opening a round trip on the chart. */
  tripOnChart: TripOnChartService;
  /** Price alerts that Perpdesk holds. */
  alerts: AlertWrites;
  /** The exchange profiles: keys added, tested, used, changed and removed. */
  profiles: ProfileWrites;
  /** What became of orders the status lines said were placed, read once they leave Open orders. */
  orderRecords: OrderRecords;
  /** A position's stop moved to breakeven (the Positions row, the chart's position line). */
  breakeven: MoveToBreakeven;
  /** Close all and Flip (the Positions panel and the hotkeys). */
  positionActions: PositionActions;
  /** The guards the core puts on every order (Settings → Guards). */
  guards: GuardWrites;
  /** The notes and tags of the trader's record (Position history). */
  history: HistoryWrites;
  /** The workspaces: arranged, made, renamed, reset, removed and switched. */
  workspaces: WorkspaceWrites;
}

export interface Session extends Stores, Services {
  start(): void;
  stop(): void;
}

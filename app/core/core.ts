/**
 * The services behind the bridge, assembled for one run: the vault and its profiles, the venue (the selected
 * profile, the in-process paper exchange by default, or the exchange named on the command line), the journal,
 * and the dispatch that shells call.
 */
import path from 'node:path';
import type { ProfileList } from '../../shared/bridge';
import { lockDataDir, type DataDirLock } from '../fs/data-dir-lock';
import { Journal } from '../journal/journal';
import { ListedMarketsError, startPaperExchange } from '../paper';
import { mintPaperCredentials, Vault } from '../vault';
import { openAppChannel } from './app-channel';
import { createDispatch, type Dispatch } from './dispatch';
import { OrdersWindows } from '../trading/guards';
import { createHandlers } from './handlers';
import { LaunchError, type LaunchOptions } from './launch-options';
import { profileFiles } from './profile-files';
import { createWorkspaceService } from '../workspaces/service';
import { openWorkspaceStore } from '../workspaces/store';
import { closeSession, openSession, profileVenue, type Session, type Venue } from './session';

export interface Core {
  dispatch: Dispatch;
  venue: { name: string; baseUrl: string; paper: boolean };
  close(): Promise<void>;
}

export type CoreOptions = Pick<LaunchOptions, 'dataDir' | 'exchange'> &
  Partial<Pick<LaunchOptions, 'stillMarket'>> & {
    /** The in-process paper exchange lists this many markets beside BTC, ETH and SOL (see startPaperExchange). */
    markets?: number;
    /** What this process is, for the message that refuses a second one on the directory: "Perpdesk (browser mode)". */
    owner?: string;
    /** Serve `npm run cli` on the same directory through this core (the app's shells; see app-channel.ts). */
    acceptCliCalls?: boolean;
  };

/**
 * Takes the data directory's lock first (DataDirInUseError names the process that holds it), and gives it back
 * on close. Everything after it, the journal, the paper exchange's log and the profiles, is written by this
 * process alone.
 */
export async function startCore(options: CoreOptions): Promise<Core> {
  const owner = options.owner ?? 'Perpdesk';
  const locks: DataDirLock[] = [await lockDataDir(options.dataDir, owner)];
  const closers: (() => Promise<void>)[] = [];
  let closed: Promise<void> | null = null;
  const closeAll = () =>
    (closed ??= (async () => {
      for (const close of closers.reverse()) await close().catch(() => undefined);
      for (const lock of locks.reverse()) await lock.release();
    })());
  try {
    const journal = await Journal.open(options.dataDir);
    closers.push(() => journal.close());
    let paper: Paper | null = null;
    if (!options.exchange) {
      // `npm run paper -- --data-dir <dataDir>/paper` would write the same log: it takes the same kind of lock.
      locks.push(await lockDataDir(path.join(options.dataDir, 'paper'), owner));
      const opened = await openPaper(options);
      closers.push(() => opened.close());
      paper = opened;
    }
    const core = await assemble(options, journal, paper);
    closers.push(() => core.close());
    if (options.acceptCliCalls) {
      const channel = await openAppChannel(options.dataDir, core.dispatch);
      closers.push(() => channel.close());
    }
    return {
      dispatch: core.dispatch,
      get venue() {
        return core.venue;
      },
      close: closeAll,
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
}

async function assemble(options: CoreOptions, journal: Journal, paper: Paper | null): Promise<Core> {
  const vault = await Vault.open({
    dataDir: options.dataDir,
    paper: paper ? { baseUrl: paper.url, apiSecret: paper.apiSecret } : undefined,
  });
  const commandLine: Venue | null = options.exchange
    ? {
        name: new URL(options.exchange.url).host,
        baseUrl: options.exchange.url,
        paper: false,
        profileId: null,
        readOnly: false,
        credentials: { apiKey: options.exchange.apiKey, apiSecret: options.exchange.apiSecret },
      }
    : null;
  /** The exchange named on the command line wins for this run; otherwise the profile last selected, or paper. */
  const defaultVenue = async (): Promise<Venue> => {
    if (commandLine) return commandLine;
    const profile = vault.selected();
    if (!profile) throw new Error('this run has neither a paper exchange nor an exchange named on the command line');
    return profileVenue(vault, profile);
  };
  const windows = new OrdersWindows();
  let session: Session = await openSession(await defaultVenue(), journal, options.dataDir, windows);
  const swap = (next: Session): void => {
    void closeSession(session);
    session = next;
  };

  const profileList = (): ProfileList => ({
    profiles: vault.list(),
    activeId: session.venue.profileId,
    keychain: vault.keychain,
  });

  const handlers = createHandlers({
    session: () => session,
    vault,
    profileList,
    async selectProfile(id) {
      const next = await openSession(await profileVenue(vault, vault.get(id)), journal, options.dataDir, windows);
      await vault.select(id);
      swap(next);
    },
    async removeProfile(id) {
      await vault.remove(id);
      if (session.venue.profileId === id) swap(await openSession(await defaultVenue(), journal, options.dataDir, windows));
    },
    async updateProfile(id, change) {
      const profile = await vault.update(id, change);
      // The session trading it now takes the change at once: a profile made read-only stops trading here.
      if (session.venue.profileId === id) Object.assign(session.venue, { name: profile.name, readOnly: profile.readOnly });
      return profile;
    },
    profileFiles: async (id) => profileFiles(options.dataDir, vault.get(id)),
    workspaces: createWorkspaceService(openWorkspaceStore(options.dataDir)),
  });

  return {
    dispatch: createDispatch(handlers),
    get venue() {
      return { name: session.venue.name, baseUrl: session.venue.baseUrl, paper: session.venue.paper };
    },
    /** Ends the sessions; the journal and the paper exchange are closed by startCore. */
    async close() {
      await closeSession(session);
    },
  };
}

interface Paper {
  url: string;
  apiSecret: string;
  close(): Promise<void>;
}

async function openPaper({ dataDir, stillMarket = false, markets = 0 }: CoreOptions): Promise<Paper> {
  // The paper account lives on in the paper exchange's data; its secret is new each run, so no secret is kept.
  const credentials = mintPaperCredentials();
  const exchange = await startPaperExchange({
    port: 0,
    dataDir: path.join(dataDir, 'paper'),
    market: !stillMarket,
    markets,
    accounts: [credentials],
  }).catch((err: unknown) => {
    if (!(err instanceof ListedMarketsError)) throw err;
    throw new LaunchError(
      `--markets ${markets}: the paper exchange in ${dataDir} already lists ${err.listed} extra markets, and --markets applies only to a new one; use another --data-dir`,
    );
  });
  return { url: exchange.url, apiSecret: credentials.apiSecret, close: () => exchange.close() };
}

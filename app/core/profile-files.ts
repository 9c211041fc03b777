/**
 * The files a profile's trading leaves in the data directory: its held orders, chases and TWAPs, alerts, guards
 * and history. Removing the profile keeps them (they are the trader's record), and the Profiles dialog names them
 * before it removes.
 */
import { access } from 'node:fs/promises';
import type { ProfileFile } from '../../shared/bridge';
import { storeFile } from '../fs/checked-store';
import { storeName } from '../protection/store';
import { storeFile as historyFile } from '../history';
import type { Profile } from '../vault';
import { ordersWindowFile } from '../trading/guards/orders-window';

/** The profile's files that exist now, each with what it holds. */
export async function profileFiles(dataDir: string, profile: Profile): Promise<ProfileFile[]> {
  const name = storeName(profile.id, profile.baseUrl, profile.apiKey);
  const candidates: ProfileFile[] = [
    { what: 'held orders', path: storeFile(dataDir, 'held', name) },
    { what: 'chases and TWAPs', path: storeFile(dataDir, 'algo', name) },
    { what: 'price alerts', path: storeFile(dataDir, 'alerts', name) },
    { what: 'guard settings', path: storeFile(dataDir, 'guards', name) },
    { what: 'orders sent in the last minute', path: ordersWindowFile(dataDir, name) },
    { what: 'trade history', path: historyFile(dataDir, name) },
  ];
  const present = await Promise.all(
    candidates.map((file) =>
      access(file.path).then(
        () => true,
        () => false,
      ),
    ),
  );
  return candidates.filter((_, i) => present[i]);
}

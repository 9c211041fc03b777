/**
 * The road for every change to the trader's exchange profiles (add a key, replace its secret, rename, read-only,
 * use, remove). The secret is a parameter of one call and is kept nowhere here. A change to what the app trades
 * with (another profile used, the active one removed or made read-only) makes the screen start again from the
 * new venue's feeds. No React here.
 */
import type { BridgeResult, ParamsOf, ProfileFile, ProfileList, ProfileView, ProtectionStatus, SavedProfile } from '../../shared/bridge';
import type { WriteInvoke } from '../bridge/client';

export interface ProfileWrites {
  list(): Promise<BridgeResult<ProfileList>>;
  /** The files the profile's trading left (kept when it is removed). */
  files(id: string): Promise<BridgeResult<ProfileFile[]>>;
  /** What is armed on the profile traded now: held orders, chases and TWAPs. */
  armed(): Promise<BridgeResult<ProtectionStatus>>;
  /** Tests the key (the exchange's time, then the balance), then saves it; nothing is saved when the test fails. */
  add(input: Omit<ParamsOf<'profiles.add'>, 'apiSecret'>, apiSecret: string): Promise<BridgeResult<SavedProfile>>;
  /** A new secret for a saved profile, tested like a new key. */
  setSecret(id: string, apiSecret: string): Promise<BridgeResult<SavedProfile>>;
  update(id: string, change: { name?: string; readOnly?: boolean }): Promise<BridgeResult<ProfileView>>;
  select(id: string): Promise<BridgeResult<ProfileList>>;
  remove(id: string): Promise<BridgeResult<ProfileList>>;
}

/** `venueChanged`: the screen forgets what it showed and asks the new venue (the session's part). */
export function createProfileWrites(invoke: WriteInvoke, venueChanged: () => void): ProfileWrites {
  /** Starts the screen again after a call that may have changed what the app trades with, whatever its answer. */
  const changing = async <T>(sent: Promise<BridgeResult<T>>): Promise<BridgeResult<T>> => {
    try {
      return await sent;
    } finally {
      venueChanged();
    }
  };
  return {
    list: () => invoke('profiles.list', {}),
    files: (id) => invoke('profiles.files', { id }),
    armed: () => invoke('protection.status', {}),
    add: (input, apiSecret) => invoke('profiles.add', { ...input, apiSecret }),
    setSecret: (id, apiSecret) => invoke('profiles.setSecret', { id, apiSecret }),
    update: (id, change) => changing(invoke('profiles.update', { id, ...change })),
    select: (id) => changing(invoke('profiles.select', { id })),
    remove: (id) => changing(invoke('profiles.remove', { id })),
  };
}

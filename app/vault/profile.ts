/** What a profile is, and the checks a new one passes before anything is tested or saved. */
import type { ProfileView } from '../../shared/bridge';
import { SHORTEST_SECRET_LOOKED_FOR, VaultError } from './errors';

/**
 * One profile as `profiles.json` holds it: never the secret. The rest of the bridge's view is made each run:
 * `paper` (the built-in paper exchange's profile is never saved) and `secretAvailable` (when false, its secret
 * must be entered again with `setSecret` before it can be used).
 */
export type StoredProfile = Omit<ProfileView, 'paper' | 'secretAvailable'>;

/** Where a profile's secret was put when it was saved: the OS keychain, or this run's memory only. */
export type SecretStorage = StoredProfile['secretStorage'];

/** A profile as callers see it: the bridge's view. */
export type Profile = ProfileView;

/** What a user gives for a new profile, besides the secret. */
export interface ProfileInput {
  name: string;
  baseUrl: string;
  apiKey: string;
  readOnly?: boolean;
}

export type ValidProfileInput = Required<ProfileInput>;

export const NAME_MAX = 40;
const KEY_MAX = 200;
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * Checks and normalises a new profile. The messages never repeat what was typed: a secret pasted into the
 * wrong field must not come back in an error.
 */
export function validateProfileInput(input: ProfileInput, secret: string, takenNames: readonly string[]): ValidProfileInput {
  const name = validateName(input.name, takenNames);
  const baseUrl = normaliseBaseUrl(input.baseUrl);
  const apiKey = typeof input.apiKey === 'string' ? input.apiKey.trim() : '';
  if (!apiKey) throw invalid('The API key is required');
  if (apiKey.length > KEY_MAX || !VISIBLE_ASCII.test(apiKey)) {
    throw invalid(`The API key must be at most ${KEY_MAX} visible characters, without spaces`);
  }
  // Checked in the order a trader fills the form: the secret after the key.
  secret = normaliseSecret(secret);
  // A secret pasted into the wrong field would be saved in clear.
  if (secret.length >= SHORTEST_SECRET_LOOKED_FOR && [name, baseUrl, apiKey].some((field) => field.includes(secret))) {
    throw invalid('The API secret must not appear in the name, the URL or the API key: check that each is in its own field');
  }
  if (input.readOnly !== undefined && typeof input.readOnly !== 'boolean') throw invalid('Read-only must be true or false');
  return { name, baseUrl, apiKey, readOnly: input.readOnly ?? false };
}

/**
 * The secret as it will be kept: whitespace around it (a paste's) is dropped; one with a space, a line break or a
 * control character inside is refused, since no exchange issues such a secret and a paste has gone wrong.
 */
export function normaliseSecret(secret: unknown): string {
  const trimmed = typeof secret === 'string' ? secret.trim() : '';
  if (trimmed.length === 0) throw invalid('The API secret is required');
  if (/\s/u.test(trimmed)) throw invalid('The API secret has a space or a line break inside it: copy it again from the exchange');
  if (/\p{Cc}/u.test(trimmed)) throw invalid('The API secret must not contain control characters');
  return trimmed;
}

/** A profile's new name and read-only setting; only what is given changes. */
export interface ProfileChange {
  name?: string;
  readOnly?: boolean;
}

/** Checks a change to a saved profile; `takenNames`: the other profiles' names. */
export function validateProfileChange(current: StoredProfile, change: ProfileChange, takenNames: readonly string[]): StoredProfile {
  const name = change.name === undefined ? current.name : validateName(change.name, takenNames);
  if (change.readOnly !== undefined && typeof change.readOnly !== 'boolean') throw invalid('Read-only must be true or false');
  return { ...current, name, readOnly: change.readOnly ?? current.readOnly };
}

function validateName(raw: unknown, takenNames: readonly string[]): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  const length = [...name].length;
  if (length < 1 || length > NAME_MAX) throw invalid(`The name must be 1 to ${NAME_MAX} characters`);
  if (/\p{Cc}/u.test(name)) throw invalid('The name must not contain control characters');
  const folded = name.toLocaleLowerCase();
  const taken = takenNames.find((other) => other.toLocaleLowerCase() === folded);
  if (taken !== undefined) throw invalid(`A profile named "${taken}" already exists`);
  return name;
}

/** An http(s) base URL, kept as origin + path without a trailing slash. */
function normaliseBaseUrl(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('The URL must be an http or https address, like https://exchange.example');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('The URL must start with http:// or https://');
  if (url.username || url.password) throw invalid('The URL must not hold a user name or password');
  if (url.search || url.hash) throw invalid('The URL must not have a query (?…) or a fragment (#…)');
  return url.origin + url.pathname.replace(/\/+$/, '');
}

const invalid = (message: string) => new VaultError('invalid-input', message);

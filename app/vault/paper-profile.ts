/**
 * The paper profile: the built-in paper exchange of this run. Its URL and its secret are new each run (the
 * exchange listens on a free port; the secret is minted at start), so it is made each run and never saved.
 */
import { randomBytes } from 'node:crypto';
import type { Credentials } from '../exchange';
import type { Profile } from './profile';

export const PAPER_PROFILE_ID = 'paper';
export const PAPER_PROFILE_NAME = 'Paper';
export const PAPER_API_KEY = 'perpdesk-paper';

/** The paper account's key and a secret for this run only; the paper exchange keeps the account across runs. */
export const mintPaperCredentials = (): Credentials => ({
  apiKey: PAPER_API_KEY,
  apiSecret: randomBytes(32).toString('hex'),
});

export const paperProfile = (baseUrl: string, createdAt: number): Profile => ({
  id: PAPER_PROFILE_ID,
  name: PAPER_PROFILE_NAME,
  baseUrl,
  apiKey: PAPER_API_KEY,
  readOnly: false,
  createdAt,
  secretStorage: 'memory',
  paper: true,
  secretAvailable: true,
});

/**
 * Where `npm run paper` takes an account's API secret from: the environment variable PAPER_API_SECRET or a file
 * named by --api-secret-file, never the command line (any user can read a process's arguments in ps or /proc).
 * The variable is removed from the environment once read, so that no child process inherits it.
 */
import { readFileSync } from 'node:fs';

export const SECRET_VARIABLE = 'PAPER_API_SECRET';

export class SecretError extends Error {}

/**
 * The secret for --api-key: from `file` when given, else from `env`. Always removes the variable from `env`.
 * Null when neither holds one.
 */
export function takeApiSecret(env: NodeJS.ProcessEnv, file: string | undefined): string | null {
  const fromEnv = env[SECRET_VARIABLE];
  delete env[SECRET_VARIABLE];
  if (file !== undefined && fromEnv !== undefined) {
    throw new SecretError(`give the secret one way: ${SECRET_VARIABLE} or --api-secret-file, not both`);
  }
  if (file === undefined) return fromEnv === undefined || fromEnv === '' ? null : fromEnv;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new SecretError(`cannot read --api-secret-file ${file}: ${(error as Error).message}`);
  }
  // A file written by `echo` ends in a newline that is no part of the secret.
  const secret = text.replace(/\r?\n$/, '');
  if (secret === '') throw new SecretError(`--api-secret-file ${file} is empty`);
  return secret;
}

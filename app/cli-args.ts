/** The command line of `npm run cli`: one bridge method, its JSON parameters, and the launch flags it shares with the app. */
import { z } from 'zod';
import { contract, isMethodName, methodNames, type MethodName } from '../shared/bridge';
import { LaunchError, parseLaunchOptions, takeApiSecret, type LaunchOptions } from './core';

export type CliRequest = { help: true } | { help: false; method: MethodName; params: unknown; options: LaunchOptions };

/** The command line cannot be made into a call; said in one line. */
export class UsageError extends Error {}

/** The launch flags that mean something for one call; the rest (browser mode's) are refused. */
const SHARED_FLAGS = new Set(['--data-dir', '--exchange', '--api-key', '--still-market']);
const SEE_HELP = 'npm run cli -- --help lists the methods';

export function parseCliArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliRequest {
  // Taken out of the environment first, whatever the command line turns out to be.
  const secret = takeApiSecret(env);
  if (argv.includes('--help')) return { help: true };
  const [method, ...rest] = argv;
  if (method === undefined || method.startsWith('--')) throw new UsageError(`name a method first; ${SEE_HELP}`);
  if (!isMethodName(method)) throw new UsageError(`no such method: ${method.slice(0, 80)}; ${SEE_HELP}`);
  const given = rest[0] !== undefined && !rest[0].startsWith('--') ? parseParams(rest.shift() as string) : {};
  const params = withSecret(given, contract[method].params, secret);
  const foreign = rest.find((arg) => arg.startsWith('--') && !SHARED_FLAGS.has(arg));
  if (foreign !== undefined) throw new UsageError(`unknown option ${foreign.slice(0, 80)}; see npm run cli -- --help`);
  try {
    return { help: false, method, params, options: parseLaunchOptions(rest, env, secret) };
  } catch (err) {
    throw err instanceof LaunchError ? new UsageError(err.message) : err;
  }
}

function parseParams(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new UsageError(`the parameters must be JSON, like '{"pair":"BTC-USDT"}' (${(err as Error).message})`);
  }
}

/**
 * A secret on the command line is seen by `ps` and kept in shell history: where a method takes `apiSecret` and the
 * JSON leaves it out, it is read from PERPDESK_API_SECRET.
 */
export function withSecret(params: unknown, schema: z.ZodType, secret: string | undefined): unknown {
  const isObject = typeof params === 'object' && params !== null && !Array.isArray(params);
  if (!secret || !isObject || 'apiSecret' in params || !jsonSchemaOf(schema).properties?.['apiSecret']) return params;
  return { ...params, apiSecret: secret };
}

export function cliUsage(): string {
  const width = Math.max(...methodNames.map((m) => m.length)) + 2;
  const methods = methodNames.map((m) => `  ${m.padEnd(width)}${paramsHint(contract[m].params)}`);
  return [
    `usage: npm run cli -- <method> ['<json params>'] [--data-dir DIR] [--still-market] [--exchange URL --api-key K]`,
    '  Calls one bridge method on the same services as the app and prints its result as JSON.',
    '  --data-dir      where settings, profiles, the journal and the paper exchange live (as for npm start)',
    '  --still-market  the paper exchange with a still book and no simulated traders',
    '  --exchange      call that exchange instead of the paper exchange; the API secret is read from PERPDESK_API_SECRET',
    '  A method that takes apiSecret reads it from PERPDESK_API_SECRET when the JSON leaves it out: keep secrets',
    '  off the command line, where ps and the shell history would see them.',
    '  exit status: 0 the call succeeded; 1 it failed (the JSON says why); 2 the command line is wrong',
    "  npm run -s cli … leaves out npm's own lines, for JSON alone on stdout",
    'methods and their parameters:',
    ...methods,
  ].join('\n');
}

interface JsonSchema {
  type?: string;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** `{pair: string, limit?: integer}`: the shape of a method's parameters, read from its schema. */
function paramsHint(schema: z.ZodType | JsonSchema): string {
  const json = schema instanceof z.ZodType ? jsonSchemaOf(schema) : schema;
  const required = new Set(json.required ?? []);
  const fields = Object.entries(json.properties ?? {}).map(([name, field]) => `${name}${required.has(name) ? '' : '?'}: ${typeHint(field)}`);
  return `{${fields.join(', ')}}`;
}

const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A field's type; a list of objects shows one object's fields (`[{value: string, share: string}]`). */
const typeHint = (field: JsonSchema): string =>
  field.enum?.map((v) => JSON.stringify(v)).join('|') ??
  (field.type === 'array' && field.items?.properties ? `[${paramsHint(field.items)}]` : undefined) ??
  field.type ??
  field.anyOf?.map(typeHint).join('|') ??
  'any';

/**
 * What is wrong with a store file's fields, in words that find it: the record (its number, what it is and its id)
 * and the field, with the value found there, e.g. `record 3 (held order h1k2) has status "arled"`.
 */
import type { ZodError } from 'zod';

type Issue = ZodError['issues'][number];

/** A list (`record 3`) or a map by key (`record "BTC-USDT|mark"`) of records at `at`; `noun` says what one is. */
export interface RecordList {
  at: readonly string[];
  noun: string | ((record: unknown) => string);
  /** The field that names one, shown with its number. */
  idKey?: string;
}

/** A value as the file holds it, cut short when long. */
export function shown(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined), root);

function recordName(list: RecordList, key: PropertyKey, record: unknown): string {
  const noun = typeof list.noun === 'string' ? list.noun : list.noun(record);
  const id = list.idKey === undefined ? undefined : valueAt(record, [list.idKey]);
  const named = (typeof id === 'string' || typeof id === 'number') && /^[\x21-\x7e]{1,64}$/.test(String(id)) ? ` ${id}` : '';
  return typeof key === 'number' ? `record ${key + 1} (${noun}${named})` : `record ${shown(String(key))} (${noun})`;
}

export function describeIssue(issue: Issue, fields: unknown, lists: readonly RecordList[]): string {
  const path = issue.path;
  const list = lists.find((l) => l.at.length < path.length && l.at.every((key, i) => path[i] === key));
  const depth = list === undefined ? 0 : list.at.length + 1;
  const field = path.slice(depth).map(String).join('.');
  const value = valueAt(fields, path);
  if (list === undefined) {
    if (issue.code === 'unrecognized_keys') return `it has ${fieldsNamed(issue.keys)} Perpdesk does not write${field === '' ? '' : ` in ${field}`}`;
    if (field === '') return `it does not hold together: ${issue.message}`;
    return value === undefined ? `it has no ${field}` : `its ${field} is ${shown(value)}`;
  }
  const where = recordName(list, path[list.at.length]!, valueAt(fields, path.slice(0, depth)));
  if (issue.code === 'unrecognized_keys')
    return `${where} has ${fieldsNamed(issue.keys)} Perpdesk does not write${field === '' ? '' : ` in ${field}`}`;
  if (issue.code === 'invalid_key') return `${where} is under a name Perpdesk does not write`;
  if (field === '') return issue.code === 'custom' ? `${where} ${issue.message}` : `${where} is ${shown(value)}`;
  return value === undefined ? `${where} has no ${field}` : `${where} has ${field} ${shown(value)}`;
}

const fieldsNamed = (keys: readonly string[]): string =>
  keys.length === 1 ? `a field ${shown(keys[0])}` : `fields ${keys.map((k) => shown(k)).join(', ')}`;

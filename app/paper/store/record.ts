/**
 * One line of the write-ahead log: `<seq> <crc32 hex> <json>\n`. The checksum tells a torn or damaged line from a
 * whole one, so recovery never applies half a command.
 */
import { crc32 } from 'node:zlib';

export interface LogRecord<C> {
  seq: number;
  command: C;
}

export function encodeRecord(seq: number, command: unknown): string {
  const json = JSON.stringify(command);
  return `${seq} ${crc32(json).toString(16)} ${json}\n`;
}

/** The record on this line, or null when the line is not a whole, intact record. */
export function decodeRecord<C>(line: string): LogRecord<C> | null {
  const first = line.indexOf(' ');
  const second = line.indexOf(' ', first + 1);
  if (first < 1 || second < 0) return null;
  const seq = Number(line.slice(0, first));
  const json = line.slice(second + 1);
  if (!Number.isSafeInteger(seq) || crc32(json).toString(16) !== line.slice(first + 1, second)) return null;
  try {
    return { seq, command: JSON.parse(json) as C };
  } catch {
    return null;
  }
}

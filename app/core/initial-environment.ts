/**
 * On Linux a process's environment as it was started stays readable in /proc/<pid>/environ (to the same user and
 * to root) for the whole life of the process, whatever is later deleted from process.env: the kernel shows the
 * memory the environment was first laid out in, which deleting a variable leaves as it was. The process itself may
 * overwrite that memory, through /proc/self/mem. Elsewhere (macOS, Windows) no other process of the user reads it
 * this way, and there is nothing to do.
 */
import { closeSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';

/** /proc/<pid>/stat's fields 50 and 51 (from 1): where the environment was laid out. */
const ENV_START = 50;
const ENV_END = 51;

/**
 * Blanks `name`'s entry (name and value) in the memory the process's environment was started with; call it once
 * the variable is deleted from process.env, which no longer points there. Returns whether an entry was blanked;
 * false where there is none, and where the platform does not allow it (not Linux, /proc not mounted or refused).
 */
export function blankInitialVariable(name: string): boolean {
  if (process.platform !== 'linux' || process.env[name] !== undefined) return false;
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command's name, which is in parentheses and may hold anything: the first is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = Number(fields[ENV_START - 3]);
    const end = Number(fields[ENV_END - 3]);
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end <= start) return false;
    const mem = openSync('/proc/self/mem', 'r+');
    try {
      const block = Buffer.alloc(end - start);
      readSync(mem, block, 0, block.length, start);
      const prefix = Buffer.from(`${name}=`);
      let blanked = false;
      for (let at = 0; at < block.length;) {
        const next = block.indexOf(0, at);
        const entryEnd = next === -1 ? block.length : next;
        if (block.subarray(at, entryEnd).subarray(0, prefix.length).equals(prefix)) {
          writeSync(mem, Buffer.alloc(entryEnd - at), 0, entryEnd - at, start + at);
          blanked = true;
        }
        at = entryEnd + 1;
      }
      return blanked;
    } finally {
      closeSync(mem);
    }
  } catch {
    return false;
  }
}

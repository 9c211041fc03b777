/**
 * The least DOM work to go from the rows on screen to the next rows: a row is the values of its slots (a text, an
 * attribute, a class, a style; null for none), in the order its template lists them, and only slots whose value
 * changed are written. Pure: rows in, patches out (row-pool.ts carries them out).
 */
export type RowValues = readonly (string | null)[];

export interface SlotPatch {
  /** The row's place in the pool (0 is the first row drawn). */
  row: number;
  slot: number;
  value: string | null;
}

/**
 * The slot writes that turn `shown` into `next`. A row with nothing shown before (a new pool row) writes every slot;
 * rows past the end of `next` are left to the pool to take off screen.
 */
export function rowPatches(shown: readonly RowValues[], next: readonly RowValues[]): SlotPatch[] {
  const patches: SlotPatch[] = [];
  for (let row = 0; row < next.length; row++) {
    const before = shown[row];
    const after = next[row]!;
    for (let slot = 0; slot < after.length; slot++) {
      const value = after[slot]!;
      if (before === undefined || before[slot] !== value) patches.push({ row, slot, value });
    }
  }
  return patches;
}

/**
 * A state and the note that says why, said once: "Cancelled" with the note "Cancelled" is "Cancelled", not
 * "Cancelled: Cancelled"; with "Cancelled after 1 of 2 slices" it is that note alone. Any other note follows the state.
 */
export function statusWithNote(state: string, note: string | null): { state: string; note: string } {
  const said = (note ?? '').trim();
  if (said === '') return { state, note: '' };
  if (said.toLowerCase().startsWith(state.toLowerCase())) return { state: said, note: '' };
  return { state, note: said };
}

/** The same, in one line: "Fired: Exit placed". */
export function statusLine(state: string, note: string | null): string {
  const { state: s, note: n } = statusWithNote(state, note);
  return n === '' ? s : `${s}: ${n}`;
}

/**
 * A raw query string, kept two ways: the pairs exactly as sent (what the signature covers) and the decoded
 * values by name (what the handlers read).
 */
export interface Query {
  /** [name, value] exactly as sent, in the order sent. */
  raw: [string, string][];
  /** Decoded value by name; null when the parameter is unusable (repeated, or its encoding is broken). */
  values: Map<string, string | null>;
  /**
   * The text as sent is already its own string to sign: every part `name=value`, none empty, names in order
   * (as clients send them). Lets the signature check skip re-sorting and re-joining the pairs.
   */
  canonical: boolean;
}

export function parseQuery(text: string): Query {
  const raw: [string, string][] = [];
  const values = new Map<string, string | null>();
  if (text === '') return { raw, values, canonical: true };
  let canonical = true;
  let previousName = '';
  // One scan with indexOf rather than split('&'): no array of parts per request.
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('&', start);
    if (end < 0) end = text.length;
    if (end === start) {
      // An empty part (`&&`, or `&` at an end) is not signed: the text is no longer the string to sign.
      canonical = false;
      start = end + 1;
      continue;
    }
    const eq = text.indexOf('=', start);
    const hasValue = eq >= 0 && eq < end;
    const name = text.slice(start, hasValue ? eq : end);
    const value = hasValue ? text.slice(eq + 1, end) : '';
    if (!hasValue || name < previousName) canonical = false;
    previousName = name;
    raw.push([name, value]);
    const key = decode(name) ?? name;
    values.set(key, values.has(key) ? null : decode(value));
    start = end + 1;
  }
  return { raw, values, canonical };
}

/** Form decoding: `+` is a space, `%XX` a byte of UTF-8. Null when the escapes are broken. */
function decode(text: string): string | null {
  if (!text.includes('%') && !text.includes('+')) return text;
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/**
 * A raw query string, kept two ways: the pairs exactly as sent (what the signature covers) and the decoded
 * values by name (what the handlers read).
 */
export interface Query {
  /** [name, value] exactly as sent, in the order sent. */
  raw: [string, string][];
  /** Decoded value by name; null when the parameter is unusable (repeated, or its encoding is broken). */
  values: Map<string, string | null>;
}

export function parseQuery(text: string): Query {
  const raw: [string, string][] = [];
  const values = new Map<string, string | null>();
  if (text === '') return { raw, values };
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    raw.push([name, value]);
    const key = decode(name) ?? name;
    values.set(key, values.has(key) ? null : decode(value));
  }
  return { raw, values };
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

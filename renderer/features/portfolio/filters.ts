/** The history filters a trader types: a time range and an order id. No React here. */

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A time as the tables write it ("2026-11-21 14:03", seconds optional; a "T" for the space is taken too) as ms
 * since the epoch in local time; undefined when empty.
 */
export function parseLocalTime(text: string, field: string): Parsed<number | undefined> {
  const value = text.trim();
  if (value === '') return { ok: true, value: undefined };
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return { ok: false, message: `${field} must be a date and time like 2026-11-21 14:03` };
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return { ok: false, message: `${field} is not a real date` };
  return { ok: true, value: date.getTime() };
}

/** An order id: a whole positive number, or empty for every order. */
export function parseOrderId(text: string): Parsed<number | undefined> {
  const value = text.trim();
  if (value === '') return { ok: true, value: undefined };
  if (!/^[1-9]\d{0,15}$/.test(value)) return { ok: false, message: 'Order id must be a whole number like 1234' };
  return { ok: true, value: Number(value) };
}

export interface FillFilter {
  beginTime?: number;
  endTime?: number;
  orderId?: number;
}

/**
 * The fill filter from its three fields, or what is wrong with them. "To" is inclusive to the end of its minute
 * (a field without seconds means the whole minute).
 */
export function parseFillFilter(fields: { from: string; to: string; orderId: string }): Parsed<FillFilter> {
  const from = parseLocalTime(fields.from, 'From');
  if (!from.ok) return from;
  const to = parseLocalTime(fields.to, 'To');
  if (!to.ok) return to;
  const orderId = parseOrderId(fields.orderId);
  if (!orderId.ok) return orderId;
  const toHasSeconds = /T\d{2}:\d{2}:\d{2}$/.test(fields.to.trim());
  const endTime = to.value === undefined ? undefined : to.value + (toHasSeconds ? 999 : 59_999);
  if (from.value !== undefined && endTime !== undefined && from.value > endTime) {
    return { ok: false, message: 'From must be before To' };
  }
  const filter: FillFilter = {};
  if (from.value !== undefined) filter.beginTime = from.value;
  if (endTime !== undefined) filter.endTime = endTime;
  if (orderId.value !== undefined) filter.orderId = orderId.value;
  return { ok: true, value: filter };
}

/**
 * The shop's clock (design.md §2, "The shop's day"): a day is a day in Manila, wherever the server
 * or the owner's phone is. The Philippines keeps UTC+8 all year (no daylight saving since 1978), so a
 * fixed offset is exact and needs no time-zone database. How people are shown a moment is moment-text.ts.
 */
const SHOP_UTC_OFFSET = '+08:00';
const SHOP_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day as `YYYY-MM-DD`, one that exists (no 31 April). */
export function isShopDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const start = new Date(`${text}T00:00:00${SHOP_UTC_OFFSET}`);
  return !Number.isNaN(start.getTime()) && shopDay(start) === text;
}

/** The first instant of `day` in Manila. */
export function shopDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
}

/** The first instant after `day` in Manila: a range up to a day includes all of it when it stops before this. */
export function shopDayEnd(day: string): Date {
  return new Date(shopDayStart(day).getTime() + DAY_MS);
}

/** Manila's date and time of an instant: `YYYY-MM-DDTHH:mm:ss.sss`, without an offset. */
function inManila(instant: Date): string {
  return new Date(instant.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 23);
}

/** The day an instant falls on in Manila, `YYYY-MM-DD`. */
export function shopDay(instant: Date): string {
  return inManila(instant).slice(0, 10);
}

/** An instant as Manila's `YYYY-MM-DD HH:mm`, the form spreadsheets read as a date and time. */
export function shopDateTime(instant: Date): string {
  return inManila(instant).slice(0, 16).replace('T', ' ');
}

/** An instant as a `datetime-local` input (to the second: a drop opens at 8:00:00) shows it in Manila: `YYYY-MM-DDTHH:mm:ss`. */
export function shopDateTimeInput(instant: Date): string {
  return inManila(instant).slice(0, 19);
}

/** What a `datetime-local` input typed in Manila (`YYYY-MM-DDTHH:mm`, seconds optional) means; null if it is no such time. */
export function fromShopDateTimeInput(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const withSeconds = text.length === 16 ? `${text}:00` : text;
  const instant = new Date(`${withSeconds}${SHOP_UTC_OFFSET}`);
  return Number.isNaN(instant.getTime()) || shopDateTimeInput(instant) !== withSeconds ? null : instant;
}

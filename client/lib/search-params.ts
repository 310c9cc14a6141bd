
/**
 * Readers for validated search params: each returns the value when it is well-formed, else undefined,
 * so a malformed link falls back to the default view rather than breaking the page.
 *
 * Not zod: route options load with the route tree on every first visit, and any zod there (zod/mini
 * too) pulls in the zod core chunk the checkout forms share, ~16 kB gzip of the first load's 150 kB
 * budget (design.md §5).
 */
export type SearchParams = Record<string, unknown>;

export function textParam(value: unknown, maxLength = Infinity): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

export function oneOfParam<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return options.find((option) => option === value);
}

export function intParam(value: unknown, min: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min ? value : undefined;
}

/** A calendar day that exists, as `YYYY-MM-DD`. */
/** A calendar day, `YYYY-MM-DD`, that exists (no 31 April); the server's schema reads it as a Manila day. */
export function dayParam(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
}

export function booleanParam(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** `?, ?, ?`: one positional parameter for each of `values`, for an `in (…)` list. */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/**
 * Named parameters keep a long statement readable; the driver takes positional `?` in order. Names
 * not in `values` are left as they are, and so are `::` casts.
 */
export function positional(sql: string, values: Record<string, unknown>): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const text = sql.replace(/(?<!:):(\w+)/g, (match, name: string) => {
    if (!(name in values)) return match;
    params.push(values[name]);
    return '?';
  });
  return { sql: text, params };
}

/** Writes SQL expressions in place of named parameters: a statement's fragments reused over a batch's rows. */
export function bindNames(sql: string, expressions: ReadonlyMap<string, string>): string {
  return sql.replace(/(?<!:):(\w+)/g, (match, name: string) => expressions.get(name) ?? match);
}

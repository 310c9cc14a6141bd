/**
 * One fixed seed, so a failure replays exactly; fast-check prints it (and the path to the failing
 * case) in the failure message. FUZZ_SEED explores other inputs without changing the code.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

/** What must never reach a caller: password hashes, stack frames, SQL or file-system details. */
const INTERNAL_DETAILS = [
  /\$argon2/i,
  /password_?hash/i,
  /\n\s+at /,
  /node_modules/,
  /\/work\//,
  /\b(select|insert into|update|delete from)\b.*\b(from|set|where|values)\b/i,
  /violates|duplicate key|syntax error at|relation "/i,
  /ukay_test_/,
];

export function leaksInternals(value: unknown): boolean {
  const text = typeof value === 'string' ? value : jsonOf(value);
  return INTERNAL_DETAILS.some((pattern) => pattern.test(text));
}

/** JSON.stringify that neither throws (BigInt) nor answers undefined (a symbol, a function). */
export function jsonOf(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? String(inner) : inner)) ?? 'null';
}

/** Bodies a careless or hostile client sends as JSON. */
export const BROKEN_JSON = ['{', '{"a":', '[1,2', 'nul', '{"__proto__":', '\u0000', '', '{"a":1}}', "{'a':1}", '{"a":NaN}', '\uFEFF{}'] as const;

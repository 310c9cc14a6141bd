import fc from 'fast-check';
import { nanoid } from 'nanoid';
import { z } from 'zod';

/**
 * Arbitraries for input nobody should send: any JavaScript value, numbers at the edges, text that
 * breaks databases and parsers, prototype-pollution keys, deep nesting, and objects shaped like a
 * procedure's real input with the wrong thing in each field. Shared by the tRPC and REST fuzz tests.
 */

const SPECIAL_NUMBERS = [
  Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0, 1, -1, 0.5, 1e308, -1e308, 5e-324,
  Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 0.1 + 0.2, 1e21,
] as const;

const HUGE = 'A'.repeat(2_100_000);

const SPECIAL_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', '\uDFFF\uD800', '\u202Eevil', '\uFEFF', 'Ω≈ç√∫˜µ≤≥÷', '🧥👗🩳', 'ｔｅｓｔ',
  'null', 'undefined', 'NaN', 'Infinity', '-0', '1e308', '2147483648', '-2147483649', '99999999999999999999', '0x10', '1_000',
  'true', 'false', '[]', '{}', '{"__proto__":{"polluted":true}}', "' OR '1'='1' --", "'; drop table products; --", '%', '_', '\\',
  '%00', '%2e%2e%2f', '../../etc/passwd', '..\\..\\windows\\win.ini', '${7*7}', '{{7*7}}', '<script>alert(1)</script>',
  'javascript:alert(1)', '\r\nSet-Cookie: a=b', 'x'.repeat(1_000), 'é'.repeat(70_000), HUGE,
] as const;

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'] as const;

/** Objects whose own keys try to reach Object.prototype, built the way JSON.parse builds them. */
function pollutionObjects(): unknown[] {
  return [
    JSON.parse('{"__proto__":{"polluted":true}}'),
    JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
    JSON.parse('{"__proto__":{"polluted":true},"id":1,"name":"x"}'),
    { toString: 'not a function', valueOf: 'nor this' },
    Object.create(null),
  ];
}

function nested(depth: number, leaf: unknown, wrap: (inner: unknown) => unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = wrap(value);
  return value;
}

/** Deeper than any sane form; a test can still JSON.stringify them (DEEP_JSON goes further). */
const DEEP_VALUES = [
  nested(1_000, 1, (inner) => [inner]),
  nested(1_000, 'x\u0000', (inner) => ({ a: inner })),
] as const;

/** JSON.parse takes any depth, so a body may nest far deeper than any recursive walker survives. */
export const DEEP_JSON = ['['.repeat(100_000) + ']'.repeat(100_000), '{"a":'.repeat(100_000) + '"\\u0000"' + '}'.repeat(100_000)] as const;

/** A file that is not what its name and type say, and files that are not files at all. */
function hostileFiles(): File[] {
  return [
    new File(['not a picture at all'], 'piece.jpg', { type: 'image/jpeg' }),
    new File([], '', { type: 'application/octet-stream' }),
    new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], '../../etc/passwd.svg', { type: 'image/svg+xml' }),
  ];
}

const hostileNumber = fc.oneof(fc.constantFrom(...SPECIAL_NUMBERS), fc.double(), fc.integer());

export const hostileString = fc.oneof(
  fc.constantFrom(...SPECIAL_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Control characters inside otherwise ordinary text: PostgreSQL stores no NUL in any text column.
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\r\n'), fc.string({ maxLength: 10 })).map((parts) => parts.join('')),
);

/** Any value at all, weighted towards the ones that have broken servers before. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.anything({ maxDepth: 3, maxKeys: 6, withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true, withSparseArray: true, withBoxedValues: true, withObjectString: true, stringUnit: 'binary' }), weight: 3 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: fc.constantFrom(undefined, null, true, false, [], {}, [null], Symbol('hostile'), () => 1, 10n ** 30n), weight: 1 },
  { arbitrary: fc.constantFrom(...pollutionObjects(), ...DEEP_VALUES), weight: 1 },
  { arbitrary: fc.constantFrom(...hostileFiles()), weight: 1 },
);

/** Values a field may plausibly hold, so that some calls get past the schema and into the services. */
const plausibleValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(1, 2, 3, '1', '2', 'true', 'false', '0', true, false, 'm', 'men', 'pending', 'approved', 'cancelled', 'desktop', 'mobile'),
  fc.constantFrom('Metro Manila', 'delivery_fee_ncr', 'hero_carousel_interval', 'thanks_message', 'a-new-password-1', '09175550101'),
  fc.constantFrom(`fuzz-${nanoid(6)}@example.com`, nanoid(), '/sale', 'https://shop.example/x', '#000000', '137400000', '1600', '500'),
  fc.constantFrom([1], ['1'], [{ key: 'delivery_fee_ncr', value: '90' }], '<p>ok</p>'),
);

/** Field names of a procedure's input, read off its zod schema through pipes, wrappers and unions. */
export function fieldNamesOf(schema: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (node instanceof z.ZodObject) Object.keys(node.shape).forEach((name) => names.add(name));
    else if (node instanceof z.ZodPipe) [node.in, node.out].forEach(visit);
    else if (node instanceof z.ZodOptional || node instanceof z.ZodNullable || node instanceof z.ZodDefault) visit(node.unwrap());
    else if (node instanceof z.ZodUnion) node.options.forEach(visit);
    else if (node instanceof z.ZodIntersection) [node.def.left, node.def.right].forEach(visit);
  };
  visit(schema);
  return [...names];
}

/** An object with the schema's own field names (and a few hostile ones) holding wrong or odd values. */
export function shapedLike(fieldNames: string[]): fc.Arbitrary<Record<string, unknown>> {
  const field = fc.oneof({ arbitrary: hostileValue, weight: 2 }, { arbitrary: plausibleValue, weight: 1 });
  const own = fc.record(Object.fromEntries(fieldNames.map((name) => [name, field])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 8 })), field, { maxKeys: 2 });
  // defineProperty, not assignment: a `__proto__` key must stay an own key, as JSON.parse leaves it.
  return fc.tuple(own, extra).map(([fields, more]) => {
    const result: Record<string, unknown> = { ...fields };
    for (const [key, value] of Object.entries(more)) Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
    return result;
  });
}

/** The same fields as a browser's multipart form sends them: text and files only, list keys allowed. */
export function formShapedLike(fieldNames: string[]): fc.Arbitrary<FormData> {
  const entryValue = fc.oneof(hostileString, fc.constantFrom(...hostileFiles()), plausibleValue.map(String));
  const key = fc.oneof(fc.constantFrom(...fieldNames, ...POLLUTION_KEYS, '_method'), fc.constantFrom(...fieldNames).map((name) => `${name}[]`));
  return fc.array(fc.tuple(key, entryValue), { maxLength: 8 }).map((entries) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return form;
  });
}

/** Exactly one of the schema's fields, holding something hostile: the others keep their defaults. */
function oneFieldWrong(fieldNames: string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(fc.constantFrom(...fieldNames), fc.oneof(hostileString, hostileValue)).map(([name, value]) => ({ [name]: value }));
}

/** Any input a procedure could be handed: anything, its own shape gone wrong, or a form of it. */
export function hostileInputFor(fieldNames: string[]): fc.Arbitrary<unknown> {
  if (fieldNames.length === 0) return hostileValue;
  return fc.oneof(
    { arbitrary: hostileValue, weight: 1 },
    { arbitrary: oneFieldWrong(fieldNames), weight: 2 },
    { arbitrary: shapedLike(fieldNames), weight: 2 },
    { arbitrary: formShapedLike(fieldNames), weight: 1 },
  );
}

/** True once something has written to Object.prototype: every later check would be suspect. */
export function prototypeIsPolluted(): boolean {
  const probe: Record<string, unknown> = {};
  return 'polluted' in probe || Object.keys(Object.prototype).length > 0;
}

/**
 * EMVCo's merchant-presented QR payload (the format QR Ph follows): data objects of a two-digit tag, a
 * two-digit length and a value, read and written by bytes. A length counts UTF-8 bytes, not
 * characters, so a name holding ñ (two bytes) keeps every later tag where its issuer put it; counting
 * characters, as JavaScript strings do, shifts them and misreads the code.
 */
export type DataObject = { tag: string; value: Uint8Array };

const utf8 = new TextEncoder();
const text = new TextDecoder('utf-8', { fatal: true });

/** The two ASCII digits at `at` as text, or null. */
function twoDigits(bytes: Uint8Array, at: number): string | null {
  const [tens, units] = [bytes[at], bytes[at + 1]];
  if (tens === undefined || units === undefined) return null;
  const digits = String.fromCharCode(tens, units);
  return /^\d\d$/.test(digits) ? digits : null;
}

/** The objects of `bytes` in their order, or null where they do not fit the format exactly. */
export function readObjects(bytes: Uint8Array): DataObject[] | null {
  const objects: DataObject[] = [];
  let at = 0;
  while (at < bytes.length) {
    const [tag, length] = [twoDigits(bytes, at), twoDigits(bytes, at + 2)];
    if (tag === null || length === null) return null;
    const value = bytes.subarray(at + 4, at + 4 + Number(length));
    if (value.length < Number(length)) return null;
    objects.push({ tag, value });
    at += 4 + Number(length);
  }
  return objects;
}

export function writeObjects(objects: readonly DataObject[]): Uint8Array {
  const parts = objects.map(({ tag, value }) => {
    if (!/^\d\d$/.test(tag) || value.length > 99) throw new Error(`Data object ${tag} cannot be written (${value.length} bytes)`);
    return [utf8.encode(`${tag}${String(value.length).padStart(2, '0')}`), value];
  });
  const bytes = new Uint8Array(parts.flat().reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts.flat()) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

export const toBytes = (value: string): Uint8Array => utf8.encode(value);

/** The value as text, or null where its bytes are not UTF-8. */
export function toText(value: Uint8Array): string | null {
  try {
    return text.decode(value);
  } catch {
    return null;
  }
}

export const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, index) => byte === b[index]);

/**
 * Multipart arrives as FormData over tRPC and as a plain object over REST; both go through this, so
 * both transports parse the same. A key ending in `[]` (e.g. `additional_images[]`, PHP's convention
 * the form follows) always collects a list under the bare name, even with one entry.
 */
export type FormFields = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

const LIST_SUFFIX = '[]';

export function formFields(form: FormData): FormFields {
  // A Map, not an object: a field named `__proto__` must stay a field (the schema then refuses it),
  // never become the prototype of the fields and answer for the names it does not hold.
  const fields = new Map<string, FormDataEntryValue | FormDataEntryValue[]>();
  for (const [key, entry] of form.entries()) {
    if (!key.endsWith(LIST_SUFFIX)) {
      fields.set(key, entry);
      continue;
    }
    const name = key.slice(0, -LIST_SUFFIX.length);
    const list = fields.get(name);
    fields.set(name, Array.isArray(list) ? [...list, entry] : [entry]);
  }
  return Object.fromEntries(fields);
}

/** For `z.preprocess`: FormData becomes its fields, anything else passes through. */
export function fromFormData(value: unknown): unknown {
  return value instanceof FormData ? formFields(value) : value;
}

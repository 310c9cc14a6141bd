/**
 * Multipart arrives as FormData over tRPC and as a plain object over REST; both go through this, so
 * both transports parse the same. A key ending in `[]` (e.g. `additional_images[]`, PHP's convention
 * the form follows) always collects a list under the bare name, even with one entry.
 */
export type FormFields = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

const LIST_SUFFIX = '[]';

export function formFields(form: FormData): FormFields {
  const fields: FormFields = {};
  for (const [key, entry] of form.entries()) {
    if (!key.endsWith(LIST_SUFFIX)) {
      fields[key] = entry;
      continue;
    }
    const name = key.slice(0, -LIST_SUFFIX.length);
    const list = fields[name];
    fields[name] = Array.isArray(list) ? [...list, entry] : [entry];
  }
  return fields;
}

/** For `z.preprocess`: FormData becomes its fields, anything else passes through. */
export function fromFormData(value: unknown): unknown {
  return value instanceof FormData ? formFields(value) : value;
}

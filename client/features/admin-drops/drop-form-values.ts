import type { DropOutput } from '../../../shared/schemas/drops.ts';
import { fromShopDateTimeInput, shopDateTimeInput } from '../../../shared/shop-time.ts';

/** The drop form as typed: `drop_at` is a `datetime-local` value, Manila's wall clock. */
export type DropFormValues = {
  name: string;
  slug: string;
  description: string;
  drop_at: string;
  show_teaser: boolean;
  cover: File | null;
};

export const NEW_DROP_VALUES: DropFormValues = { name: '', slug: '', description: '', drop_at: '', show_teaser: true, cover: null };

export function formValuesOf(drop: DropOutput): DropFormValues {
  return { name: drop.name, slug: drop.slug, description: drop.description, drop_at: shopDateTimeInput(new Date(drop.drop_at)), show_teaser: drop.show_teaser, cover: null };
}

export type DropPayload = Record<string, string | boolean | File>;

/**
 * What the server is sent: every field for a new drop, only the changed ones for an edit (so an
 * unchanged time never reschedules). The time goes with Manila's offset; a cover makes it FormData.
 */
export function dropPayload(values: DropFormValues, initial: DropFormValues | null): DropPayload | FormData {
  const fields: DropPayload = {};
  const changed = <K extends keyof DropFormValues>(key: K) => initial === null || values[key] !== initial[key];
  if (changed('name')) fields.name = values.name;
  if (changed('slug') && values.slug.trim() !== '') fields.slug = values.slug.trim();
  if (changed('description')) fields.description = values.description;
  if (changed('drop_at')) fields.drop_at = fromShopDateTimeInput(values.drop_at)?.toISOString() ?? values.drop_at;
  if (changed('show_teaser')) fields.show_teaser = values.show_teaser;
  if (!values.cover) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : value);
  form.append('cover', values.cover);
  return form;
}

/** An edit's payload names its drop, in the form or object it already is. */
export function withDropId(payload: DropPayload | FormData, id: number): Record<string, DropPayload[string] | number> | FormData {
  if (!(payload instanceof FormData)) return { ...payload, id };
  payload.append('id', String(id));
  return payload;
}

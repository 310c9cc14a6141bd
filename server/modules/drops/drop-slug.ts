import { MAX_DROP_SLUG_LENGTH, RESERVED_DROP_SLUGS } from '../../../shared/schemas/drops.ts';

/**
 * A drop's address from its name: "Friday Night Drop — Café Edition!" becomes
 * `friday-night-drop-cafe-edition`. Accents are dropped rather than the letters that carry them.
 * Empty when the name has no letter or digit of the Latin alphabet.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_DROP_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** `base`, or `base-2`, `base-3`… : the first that `taken` does not hold, within the length limit. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  const reserved = new Set<string>([...taken, ...RESERVED_DROP_SLUGS]);
  if (!reserved.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_DROP_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!reserved.has(candidate)) return candidate;
  }
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DropFields, MAX_DROP_SLUG_LENGTH, RESERVED_DROP_SLUGS } from '../../../shared/schemas/drops.ts';
import { firstFreeSlug, slugFromName } from './drop-slug.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('a drop’s address', () => {
  it('made from any name is empty or an address the schema accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'grapheme' }), (name) => {
        const slug = slugFromName(name);
        if (slug === '') return;
        expect(slug).toMatch(SLUG);
        expect(slug.length).toBeLessThanOrEqual(MAX_DROP_SLUG_LENGTH);
      }),
    );
    expect(slugFromName('Friday Night Drop — Café Edition!')).toBe('friday-night-drop-cafe-edition');
  });

  it('is never one already taken or reserved, and stays a valid address', () => {
    const slugs = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,14}$/).filter((slug) => slug.length <= MAX_DROP_SLUG_LENGTH);
    fc.assert(
      fc.property(slugs, fc.array(fc.integer({ min: 2, max: 30 }), { maxLength: 20 }), (base, suffixes) => {
        const taken = new Set([base, ...suffixes.map((n) => `${base}-${n}`)]);
        const free = firstFreeSlug(base, taken);
        expect(taken.has(free)).toBe(false);
        expect((RESERVED_DROP_SLUGS as readonly string[]).includes(free)).toBe(false);
        expect(DropFields.shape.slug.safeParse(free).success).toBe(true);
      }),
    );
  });
});

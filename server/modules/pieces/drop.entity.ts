import { defineEntity, p } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';

/**
 * A drop (design.md §8 "Drops"): pieces staged in advance that go live together at `dropAt`. The pieces carry the
 * time themselves (`products.drop_at`, kept equal to their drop's), so whether a piece is visible is
 * read from its own row and the clock, with no job and no join (design.md §8 "Time decides").
 * Cancelling a drop sends its pieces back to Draft and keeps the drop, marked, for the record.
 */
const DropSchema = defineEntity({
  name: 'Drop',
  tableName: 'drops',
  properties: {
    ...baseProperties,
    /** The drop page's address, `/drops/{slug}`: lower-case letters, digits and hyphens. */
    slug: p.string().length(80).unique(),
    name: p.string().length(120),
    /** A line or two under the name on the drop page and the home page's strip. */
    description: p.text().default(''),
    /** The cover image's storage key (a WebP made at upload, as product photos are); null: the first piece's photo. */
    coverKey: p.string().length(200).nullable(),
    dropAt: p.datetime().index(),
    /** Whether shoppers see the pieces' photos (not their names or prices) before the drop opens. */
    showTeaser: p.boolean().default(true),
    cancelledAt: p.datetime().nullable(),
  },
});

export class Drop extends DropSchema.class {}
DropSchema.setClass(Drop);

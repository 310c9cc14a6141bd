import { defineEntity, p } from '@mikro-orm/core';
import { VIEW_TYPES } from '../../../shared/admin-constants.ts';
import { baseProperties } from '../../db/base-properties.ts';

const HeroSlideSchema = defineEntity({
  name: 'HeroSlide',
  tableName: 'hero_slides',
  properties: {
    ...baseProperties,
    imageKey: p.string().length(200).nullable(),
    title: p.string().length(200).nullable(),
    subtitle: p.string().length(300).nullable(),
    /** Labelled "Description" in the admin (docs/product/pieces-and-orders.md "Hero slide"); holds the route the slide links to. */
    link: p.string().length(500).nullable(),
    order: p.integer().default(0),
    isActive: p.boolean().default(true),
    viewType: p.enum(VIEW_TYPES).default('desktop'),
  },
  indexes: [{ properties: ['isActive', 'viewType', 'order'] }],
});

export class HeroSlide extends HeroSlideSchema.class {}
HeroSlideSchema.setClass(HeroSlide);

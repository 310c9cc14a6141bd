import { defineEntity, p } from '@mikro-orm/core';
import type { ImageVariants } from '../../../shared/images.ts';
import { Product } from './product.entity.ts';

/** Position 0 is the main image; the rest are the gallery in order. */
const ProductImageSchema = defineEntity({
  name: 'ProductImage',
  tableName: 'product_images',
  properties: {
    id: p.integer().primary(),
    product: () => p.manyToOne(Product).deleteRule('cascade'),
    storageKey: p.string().length(200),
    position: p.integer().default(0),
    width: p.integer(),
    height: p.integer(),
    /** Which widths exist in WebP and AVIF (design.md §1 "Sharp product photos"); null for an image stored before, which has 400 and 800 WebP only. */
    variants: p.json<ImageVariants>().nullable(),
  },
  indexes: [{ properties: ['product', 'position'] }],
});

export class ProductImage extends ProductImageSchema.class {}
ProductImageSchema.setClass(ProductImage);

/**
 * The pieces module's entities, for the relations of other modules' entities and for their queries:
 * a second entry beside pieces.ts, which imports nothing but the entities, so an entity never pulls
 * in the rules (and the rules' imports) of the module it points to.
 */
export { Drop } from './drop.entity.ts';
export { HoldStart } from './hold-start.entity.ts';
export { ProductImage } from './product-image.entity.ts';
export { Product } from './product.entity.ts';
export { QueueEntry } from './queue-entry.entity.ts';

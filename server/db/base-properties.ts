import { p } from '@mikro-orm/core';

/** Composition over inheritance, as the MikroORM guide recommends for defineEntity. */
export const timestamps = {
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
};

export const baseProperties = {
  id: p.integer().primary(),
  ...timestamps,
};

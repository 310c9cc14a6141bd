import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../db/base-properties.ts';
import { deliveryAddressProperties } from './user-profile.entity.ts';

const GuestProfileSchema = defineEntity({
  name: 'GuestProfile',
  tableName: 'guest_profiles',
  properties: {
    guestId: p.string().length(64).primary(),
    customerName: p.string().length(120).nullable(),
    email: p.string().length(254).nullable(),
    ...deliveryAddressProperties,
    ...timestamps,
  },
});

export class GuestProfile extends GuestProfileSchema.class {}
GuestProfileSchema.setClass(GuestProfile);

import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';

export const deliveryAddressProperties = {
  instagramUsername: p.string().length(64).nullable(),
  addressLine1: p.string().length(255).nullable(),
  barangay: p.string().length(120).nullable(),
  city: p.string().length(120).nullable(),
  province: p.string().length(120).nullable(),
  mobileNumber: p.string().length(32).nullable(),
};

const UserProfileSchema = defineEntity({
  name: 'UserProfile',
  tableName: 'user_profiles',
  properties: {
    user: () => p.oneToOne(User).primary().deleteRule('cascade'),
    ...deliveryAddressProperties,
    ...timestamps,
  },
});

export class UserProfile extends UserProfileSchema.class {}
UserProfileSchema.setClass(UserProfile);

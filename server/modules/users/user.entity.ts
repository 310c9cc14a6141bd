import { defineEntity, p } from '@mikro-orm/core';
import { ROLES } from '../../../shared/constants.ts';
import { baseProperties } from '../../db/base-properties.ts';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    ...baseProperties,
    name: p.string().length(120),
    email: p.string().length(254).unique(),
    passwordHash: p.string().length(255).hidden(),
    role: p.enum(ROLES).default('customer'),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);

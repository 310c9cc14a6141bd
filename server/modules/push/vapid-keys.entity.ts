import { defineEntity, p } from '@mikro-orm/core';

/**
 * The shop's VAPID key pair (RFC 8292): every push it sends is signed with the private key, and a
 * device subscribes with the public one. One row (id 1), made at the first start, or the pair
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY set (vapid.ts): every instance signs with the same pair.
 */
const VapidKeysSchema = defineEntity({
  name: 'VapidKeys',
  tableName: 'vapid_keys',
  properties: {
    /** Always 1: the table holds one pair. */
    id: p.integer().primary().autoincrement(false),
    /** The uncompressed P-256 point, base64url, as PushManager.subscribe takes it. */
    publicKey: p.string().length(100),
    privateKey: p.string().length(100).hidden(),
    createdAt: p.datetime(),
  },
});

export class VapidKeys extends VapidKeysSchema.class {}
VapidKeysSchema.setClass(VapidKeys);

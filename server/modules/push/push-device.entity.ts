import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

/**
 * One browser of an admin that said yes to notifications: its push service's endpoint and the keys
 * its pushes are encrypted to (RFC 8291). One row per endpoint; removed by its owner in Settings, or
 * when the push service answers that it is gone (404, 410).
 */
const PushDeviceSchema = defineEntity({
  name: 'PushDevice',
  tableName: 'push_devices',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    endpoint: p.string().length(1000).unique(),
    /** The browser's P-256 public key and auth secret, base64url. */
    p256dh: p.string().length(100),
    auth: p.string().length(50),
    /** What the owner sees in the list: the browser and system it said it was ("Chrome on Android"). */
    name: p.string().length(80),
    createdAt: p.datetime(),
    /** The last push its service accepted; null: none yet. */
    lastPushedAt: p.datetime().nullable(),
  },
});

export class PushDevice extends PushDeviceSchema.class {}
PushDeviceSchema.setClass(PushDevice);

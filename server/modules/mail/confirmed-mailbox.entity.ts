import { defineEntity, p } from '@mikro-orm/core';

/**
 * An inbox whose reader opened a link the shop mailed to an address a guest typed (typed-address.ts):
 * queue news may go to it again. An account's confirmed e-mail counts as well, without a row here.
 */
const ConfirmedMailboxSchema = defineEntity({
  name: 'ConfirmedMailbox',
  tableName: 'confirmed_mailboxes',
  properties: {
    mailbox: p.string().length(254).primary(),
    confirmedAt: p.datetime(),
  },
});

export class ConfirmedMailbox extends ConfirmedMailboxSchema.class {}
ConfirmedMailboxSchema.setClass(ConfirmedMailbox);

import { defineEntity, p } from '@mikro-orm/core';
import { BUYER_KINDS } from '../../../shared/constants.ts';
import { Product } from './product.entity.ts';

/**
 * One buyer waiting in line for a piece that is On Hold (design.md §8 "Next in line"). The turn is null
 * while the piece has no hold to follow (Pending, Sold); otherwise turns.ts schedules it after the hold
 * and the turns before it, and the clock decides whose turn it is (design.md §8).
 */
const QueueEntrySchema = defineEntity({
  name: 'QueueEntry',
  tableName: 'queue_entries',
  properties: {
    id: p.integer().primary(),
    product: () => p.manyToOne(Product).deleteRule('cascade'),
    buyerKind: p.enum(BUYER_KINDS),
    buyerId: p.string().length(64),
    /** Where "It's your turn" goes: the guest's own, or the account's. */
    email: p.string().length(254),
    /** The address a guest joined from (server/http/client-ip.ts), counted against the setting `guest_pieces_per_network`; null in process and for accounts. */
    address: p.string().length(64).nullable(),
    joinedAt: p.datetime(),
    turnStartsAt: p.datetime().nullable(),
    turnEndsAt: p.datetime().nullable(),
    notifiedAt: p.datetime().nullable(),
    /**
     * The hash of the link "It's your turn" carries (queue.takeTurn): whoever opens it, on any device,
     * takes the turn as the buyer they are there. Made when the mail is composed; null before.
     */
    turnLinkHash: p.string().length(64).nullable().unique(),
  },
  uniques: [{ properties: ['product', 'buyerKind', 'buyerId'] }],
  indexes: [{ properties: ['buyerId', 'buyerKind'] }, { properties: ['address'] }],
  checks: [{ name: 'queue_entries_turn_complete_check', expression: '(turn_starts_at is null) = (turn_ends_at is null)' }],
});

export class QueueEntry extends QueueEntrySchema.class {}
QueueEntrySchema.setClass(QueueEntry);

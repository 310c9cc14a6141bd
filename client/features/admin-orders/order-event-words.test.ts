import { describe, expect, it } from 'vitest';
import { orderEventWords } from './order-event-words.ts';

describe('an audit event in words', () => {
  it('says what changed', () => {
    expect(orderEventWords({ kind: 'status', detail: { from: 'pending', to: 'approved' } })).toBe('Status: Pending → Approved');
    expect(orderEventWords({ kind: 'note', detail: { note: 'Paid, thank you!' } })).toBe('Note changed');
    expect(orderEventWords({ kind: 'note', detail: { note: null } })).toBe('Note cleared');
    expect(orderEventWords({ kind: 'shipping', detail: { courier: 'jnt', tracking_number: '640012345678' } })).toBe('Shipped with J&T Express, tracking 640012345678');
    expect(orderEventWords({ kind: 'shipping', detail: { courier: 'lbc', tracking_number: null } })).toBe('Shipped with LBC');
    expect(orderEventWords({ kind: 'shipping', detail: { courier: null, tracking_number: null } })).toBe('Courier and tracking number cleared');
    expect(orderEventWords({ kind: 'payment-check', detail: { check: 'amount-matches', checked: true } })).toBe('Payment check ticked: Amount matches');
    expect(orderEventWords({ kind: 'payment-check', detail: { check: 'seen-in-gcash', checked: false } })).toBe('Payment check unticked: Seen in GCash history');
    expect(orderEventWords({ kind: 'payment-check', detail: { check: 'old-check', checked: true } })).toBe('Payment check ticked: Old check');
    expect(orderEventWords({ kind: 'proof-viewed', detail: {} })).toBe('Proof viewed');
    expect(orderEventWords({ kind: 'exported', detail: { status: 'approved' } })).toBe('Exported to CSV');
  });
});

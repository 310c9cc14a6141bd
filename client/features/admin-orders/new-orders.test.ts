import { describe, expect, it } from 'vitest';
import { highlightFaded, newOrdersAnnouncement, NO_NEW_ORDERS, orderChanged, orderOpened, ordersSeen, titleWithNewOrders } from './new-orders.ts';

const placed = (id: number) => ({ id, status: 'pending' as const, placed: true });

describe('new orders while Order Management is open', () => {
  it('counts and marks each placed order once, newest first', () => {
    const state = [placed(12), placed(13), placed(12)].reduce(orderChanged, NO_NEW_ORDERS);
    expect(state).toEqual({ highlighted: [13, 12], unseen: [13, 12] });
  });

  it('stops counting an order another admin moved on from pending, but keeps its mark', () => {
    const state = orderChanged(orderChanged(NO_NEW_ORDERS, placed(12)), { id: 12, status: 'approved', placed: false });
    expect(state).toEqual({ highlighted: [12], unseen: [] });
  });

  it('ignores status changes of orders that were not new, and a change back to pending', () => {
    const state = orderChanged(NO_NEW_ORDERS, placed(12));
    expect(orderChanged(state, { id: 7, status: 'cancelled', placed: false })).toBe(state);
    expect(orderChanged(state, { id: 12, status: 'pending', placed: false })).toBe(state);
    expect(orderChanged(NO_NEW_ORDERS, { id: 7, status: 'pending', placed: false })).toBe(NO_NEW_ORDERS);
  });

  it('clears the count of the rows the owner has seen, keeping their marks until they fade', () => {
    const state = [placed(12), placed(13)].reduce(orderChanged, NO_NEW_ORDERS);
    const seen = ordersSeen(state, [13, 11, 10]);
    expect(seen).toEqual({ highlighted: [13, 12], unseen: [12] });
    expect(ordersSeen(seen, [10])).toBe(seen);
    expect(highlightFaded(seen, 13)).toEqual({ highlighted: [12], unseen: [12] });
    expect(highlightFaded(seen, 99)).toBe(seen);
  });

  it('forgets an order once it is opened', () => {
    const state = [placed(12), placed(13)].reduce(orderChanged, NO_NEW_ORDERS);
    expect(orderOpened(state, 12)).toEqual({ highlighted: [13], unseen: [13] });
    expect(orderOpened(state, 5)).toBe(state);
  });

  it('puts the count in front of the title only when there is one', () => {
    expect(titleWithNewOrders('Order Management · Ukay', 2)).toBe('(2) Order Management · Ukay');
    expect(titleWithNewOrders('Order Management · Ukay', 0)).toBe('Order Management · Ukay');
  });

  it('announces one or several arrivals by number', () => {
    expect(newOrdersAnnouncement([12])).toBe('New order #12');
    expect(newOrdersAnnouncement([13, 12])).toBe('New orders #13, #12');
    expect(newOrdersAnnouncement([])).toBe('');
  });
});

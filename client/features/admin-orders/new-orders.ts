import type { OrderStatus } from '../../../shared/constants.ts';

/**
 * Orders placed while Order Management is open. `highlighted`: rows marked New, until the owner opens
 * them or the mark fades after being seen. `unseen`: new orders still pending that the owner has not
 * looked at yet, counted in the browser tab's title so a glance at the tab says there is work.
 * Newest first, as the list shows them.
 */
export type NewOrders = { readonly highlighted: readonly number[]; readonly unseen: readonly number[] };

export const NO_NEW_ORDERS: NewOrders = { highlighted: [], unseen: [] };

type OrderChange = { id: number; status: OrderStatus; placed: boolean };

function without(ids: readonly number[], gone: (id: number) => boolean): readonly number[] {
  const kept = ids.filter((id) => !gone(id));
  return kept.length === ids.length ? ids : kept;
}

function withFirst(ids: readonly number[], id: number): readonly number[] {
  return ids.includes(id) ? ids : [id, ...ids];
}

/** A placed order is new; one set to another status than pending (by any admin) no longer waits for the owner. */
export function orderChanged(state: NewOrders, change: OrderChange): NewOrders {
  if (change.placed && change.status === 'pending') {
    return { highlighted: withFirst(state.highlighted, change.id), unseen: withFirst(state.unseen, change.id) };
  }
  if (change.status === 'pending' || !state.unseen.includes(change.id)) return state;
  return { ...state, unseen: without(state.unseen, (id) => id === change.id) };
}

/** The owner looked at these rows (the page visible, the rows on screen): they no longer count in the title. */
export function ordersSeen(state: NewOrders, shownIds: readonly number[]): NewOrders {
  const unseen = without(state.unseen, (id) => shownIds.includes(id));
  return unseen === state.unseen ? state : { ...state, unseen };
}

/** Opening an order is the surest look at it: no count, no mark. */
export function orderOpened(state: NewOrders, id: number): NewOrders {
  const highlighted = without(state.highlighted, (newId) => newId === id);
  const unseen = without(state.unseen, (newId) => newId === id);
  return highlighted === state.highlighted && unseen === state.unseen ? state : { highlighted, unseen };
}

/** A seen row's New mark has had its time. */
export function highlightFaded(state: NewOrders, id: number): NewOrders {
  const highlighted = without(state.highlighted, (newId) => newId === id);
  return highlighted === state.highlighted ? state : { ...state, highlighted };
}

/** "(2) Order Management · Ukay": the count first, so it survives a narrow tab cutting the end off. */
export function titleWithNewOrders(title: string, unseenCount: number): string {
  return unseenCount > 0 ? `(${unseenCount}) ${title}` : title;
}

/** What the polite live region says when orders arrive: "New order #12", "New orders #13, #12". */
export function newOrdersAnnouncement(ids: readonly number[]): string {
  if (ids.length === 0) return '';
  return `${ids.length === 1 ? 'New order' : 'New orders'} ${ids.map((id) => `#${id}`).join(', ')}`;
}

/** The header button's name: what a screen reader says, with the whole count once it is known (never a "none" that is not yet true). */
export function pendingOrdersLabel(pending: number | undefined): string {
  if (pending === undefined) return 'Pending orders';
  return `Pending orders: ${pending === 0 ? 'none' : pending}`;
}

/** The badge over the icon: three characters at most, so it stays a badge on a phone's header. */
export function pendingOrdersBadge(pending: number): string {
  return pending > 99 ? '99+' : String(pending);
}

/** docs/product/pieces-and-orders.md "Order status": dates in the shopper's local format, 'N/A' when missing. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleString();
}

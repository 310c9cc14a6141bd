/**
 * An admin's way to the work from any page's account menu, the phone's included: the header's pending
 * count is one icon, and Order Management and Live Holds had no named entry (audit C-22). A file of
 * its own: the header's nav-links.ts is in every page's first load, these only in the menus' chunks.
 */
export const ADMIN_LINKS = [
  { to: '/admin', label: 'Admin Dashboard' },
  { to: '/admin-orders', label: 'Order Management' },
  { to: '/admin-holds', label: 'Live Holds' },
] as const;

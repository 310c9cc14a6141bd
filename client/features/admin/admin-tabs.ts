/** The dashboard's tabs (docs/product/screens.md "Admin Dashboard", and design.md §8's Drops), in the order shown. */
export const ADMIN_TABS = ['products', 'drops', 'orders', 'insights', 'customers', 'users', 'announcements', 'settings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  products: 'Products',
  drops: 'Drops',
  orders: 'Orders',
  insights: 'Insights',
  customers: 'Customers',
  users: 'Users',
  announcements: 'Announcements',
  settings: 'Settings',
};

/** docs/product/screens.md "Admin Dashboard": an unknown tab is ignored and the dashboard stays on products. */
export function adminTabOf(value: string | undefined): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'products';
}

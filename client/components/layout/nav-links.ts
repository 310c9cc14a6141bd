/** The storefront's top navigation (docs/product/screens.md "Navigation"); the mobile menu carries the same links. */
export const NAV_LINKS = [
  { to: '/products', label: 'All Products' },
  { to: '/new', label: 'New Arrivals' },
  { to: '/sale', label: 'Sale' },
  { to: '/about', label: 'About' },
] as const;

export const FOOTER_LINKS = [
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
] as const;

import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, adminTabOf } from './admin-tabs.ts';

describe('adminTabOf', () => {
  it.each(ADMIN_TABS)('opens the %s tab by its name', (tab) => {
    expect(adminTabOf(tab)).toBe(tab);
  });

  it('stays on products for an unknown or missing tab', () => {
    expect(adminTabOf('billing')).toBe('products');
    expect(adminTabOf('Products')).toBe('products');
    expect(adminTabOf(undefined)).toBe('products');
  });
});

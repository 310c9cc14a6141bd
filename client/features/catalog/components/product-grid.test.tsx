import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render.tsx';
import { EmptyState, ProductGrid } from './product-grid.tsx';

describe('ProductGrid', () => {
  it('says the list failed in the spec\'s words and asks again when the shopper taps Try again', async () => {
    let asked = 0;
    const { user } = renderInShop(
      <ProductGrid
        products={undefined}
        isLoading={false}
        failed={{ text: 'Failed to load products', retry: () => (asked += 1) }}
        empty={<EmptyState title="No products here yet." />}
        renderAction={() => null}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to load products');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(asked).toBe(1);
  });
});

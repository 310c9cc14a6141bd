import { Anchor, Group } from '@mantine/core';
import { Link, RouterContextProvider, type AnyRouter } from '@tanstack/react-router';

/**
 * The added toast's words (docs/product/api.md's 'Product added to cart!') and a way on to the cart
 * (audit A-7). The toast lives outside the router's tree, so the router it links with is passed in.
 */
export function AddedToCartMessage({ router }: { router: AnyRouter }) {
  return (
    <RouterContextProvider router={router}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <span>Product added to cart!</span>
        {/* 44 px tall to the thumb (tap-target), which an inline link ignores: a flex box takes the height. */}
        <Anchor fw={600} display="inline-flex" style={{ alignItems: 'center' }} className="tap-target" renderRoot={(props) => <Link to="/cart" {...props} />}>
          View cart
        </Anchor>
      </Group>
    </RouterContextProvider>
  );
}

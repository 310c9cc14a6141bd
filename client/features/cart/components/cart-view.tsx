import { Alert, Anchor, Card, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CART_MESSAGES, HELD_BY_ANOTHER_MESSAGE } from '../../../../shared/cart-messages.ts';
import { pesosToCentavos } from '../../../../shared/money.ts';
import { orderAmounts } from '../../../../shared/order-amounts.ts';
import type { CartItemOutput } from '../../../../shared/schemas/cart.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useOnLapse } from '../../../lib/live/use-on-lapse.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { useCart } from '../hooks/use-cart.ts';
import { useLegacyCartMigration } from '../hooks/use-legacy-cart-migration.ts';
import { useClearCart, useRemoveFromCart } from '../hooks/use-cart-mutations.tsx';
import { withLapsedLine } from '../lapsed-line.ts';
import { inCheckout, lineState } from '../line-state.ts';
import { CartLines } from './cart-lines.tsx';
import { ClearCartButton } from './clear-cart-button.tsx';
import { CartSummary } from './cart-summary.tsx';
import { showToast } from '../../../components/notifications-host.tsx';

type CartViewProps = {
  province: string | null;
  onProvinceChange: (province: string | null) => void;
  onCheckout: () => void;
  /** The queue feature's "Join the queue" for a line another buyer holds for now, passed in by the route. */
  renderQueue: (item: CartItemOutput) => ReactNode;
};

/** Why the cart cannot check out, as its banner says it: the spec's words for lines gone for good, and the queue's offer for held ones. */
function blockedMessages(states: readonly string[]): string[] {
  return [...(states.includes('gone') ? [CART_MESSAGES.unavailable] : []), ...(states.includes('held') ? [HELD_BY_ANOTHER_MESSAGE] : [])];
}

export function CartView({ province, onProvinceChange, onCheckout, renderQueue }: CartViewProps) {
  const queryClient = useQueryClient();
  const cart = useCart();
  const settings = useShopSettings();
  const remove = useRemoveFromCart();
  const clear = useClearCart();
  const migratingLegacyCart = useLegacyCartMigration();
  // Lines, badges and the checkout button as they are now: a hold that lapses frees its piece on time,
  // and the cart is asked again then, since the piece may go to the next in line (audit B-8: the
  // buyer whose hold lapsed saw it Available, and checkout refused it).
  const lapse = useOnLapse(cart.data?.items.map((item) => item.product.hold_expires_at) ?? [], () => {
    void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() });
  });

  if (migratingLegacyCart || cart.isLoading) return <Skeleton height={240} radius="md" aria-label="Loading cart" />;
  if (cart.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(cart.error, 'An error occurred while fetching the cart')}
      </Alert>
    );
  }
  const items = (cart.data?.items ?? []).map((item) => withLapsedLine(item, lapse));
  if (items.length === 0) {
    return (
      <Card withBorder padding="xl" radius="md" ta="center">
        <Stack align="center" gap="sm">
          <Text fw={600}>Your cart is empty.</Text>
          <Anchor component={Link} to="/products" fw={600}>
            Browse Products
          </Anchor>
        </Stack>
      </Card>
    );
  }

  const states = items.map(lineState);
  const blockedBy = states.includes('gone') ? 'gone' : states.includes('held') ? 'held' : null;
  const banner = blockedMessages(states);
  // What checkout would take: a piece another buyer holds, or one gone, is no part of the sum (audit B-6).
  const taken = items.filter(inCheckout);
  const subtotalCentavos = taken.reduce((sum, item) => sum + pesosToCentavos(item.product.price), 0);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {banner.length > 0 && (
            <Alert color="yellow" role="alert">
              <Stack gap="xs">
                {banner.map((message) => (
                  <Text key={message} inherit>
                    {message}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          <CartLines
            items={items}
            renderQueue={renderQueue}
            onRemove={(item) => remove.mutate({ cart_item_id: item.id })}
            removingId={remove.isPending ? Number(remove.variables.cart_item_id) : null}
          />
          <Group justify="space-between">
            <Anchor component={Link} to="/products">
              Continue shopping
            </Anchor>
            <ClearCartButton count={items.length} clearing={clear.isPending} onClear={() => clear.mutate()} />
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CartSummary
          amounts={orderAmounts(province, subtotalCentavos, settings)}
          count={taken.length}
          province={province}
          onProvinceChange={onProvinceChange}
          blockedBy={blockedBy}
          onCheckout={() => {
            if (blockedBy) {
              showToast({ color: 'yellow', message: 'Please remove unavailable items from your cart before proceeding to checkout.' });
              return;
            }
            onCheckout();
          }}
        />
      </Grid.Col>
    </Grid>
  );
}

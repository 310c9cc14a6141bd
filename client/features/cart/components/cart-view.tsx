import { Alert, Anchor, Card, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CART_MESSAGES } from '../../../../shared/cart-messages.ts';
import { pesosToCentavos } from '../../../../shared/money.ts';
import { orderAmounts } from '../../../../shared/order-amounts.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useHoldLapse } from '../../../lib/live/use-hold-lapse.ts';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { useCart } from '../hooks/use-cart.ts';
import { useLegacyCartMigration } from '../hooks/use-legacy-cart-migration.ts';
import { useClearCart, useRemoveFromCart } from '../hooks/use-cart-mutations.ts';
import { withLapsedLine } from '../lapsed-line.ts';
import { CartLines } from './cart-lines.tsx';
import { ClearCartButton } from './clear-cart-button.tsx';
import { CartSummary } from './cart-summary.tsx';
import { showToast } from '../../../components/notifications-host.tsx';

type CartViewProps = {
  province: string | null;
  onProvinceChange: (province: string | null) => void;
  onCheckout: () => void;
};

export function CartView({ province, onProvinceChange, onCheckout }: CartViewProps) {
  const cart = useCart();
  const settings = useShopSettings();
  const remove = useRemoveFromCart();
  const clear = useClearCart();
  const migratingLegacyCart = useLegacyCartMigration();
  // Lines, badges and the checkout button as they are now: a hold that lapses frees its piece on time.
  const lapse = useHoldLapse(cart.data?.items.map((item) => item.product.hold_expires_at) ?? []);

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

  const subtotal = cart.data?.subtotal ?? 0;
  const hasUnavailable = items.some((item) => !item.is_available);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {hasUnavailable && (
            <Alert color="yellow" role="alert">
              {CART_MESSAGES.unavailable}
            </Alert>
          )}
          <CartLines
            items={items}
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
          amounts={orderAmounts(province, pesosToCentavos(subtotal), settings)}
          count={items.length}
          province={province}
          onProvinceChange={onProvinceChange}
          hasUnavailable={hasUnavailable}
          onCheckout={() => {
            if (hasUnavailable) {
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

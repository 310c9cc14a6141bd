import { ActionIcon, Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { imageVariantUrl, photoSrcSet, PRODUCT_IMAGE_WIDTHS } from '../../../../shared/images.ts';

/** A cart thumbnail is 72 px: the card width is enough on any screen. */
const THUMB_MAX_WIDTH = PRODUCT_IMAGE_WIDTHS[0];
import { formatPesos } from '../../../../shared/money.ts';
import type { CartItemOutput } from '../../../../shared/schemas/cart.ts';
import { lineState } from '../line-state.ts';
import { AvailabilityBadge } from './availability-badge.tsx';

type CartLinesProps = {
  items: CartItemOutput[];
  onRemove: (item: CartItemOutput) => void;
  removingId: number | null;
  /** The queue feature's "Join the queue", passed in by the route, for a piece another buyer holds for now (audit B-6). */
  renderQueue: (item: CartItemOutput) => ReactNode;
};

function Thumbnail({ item }: { item: CartItemOutput }) {
  const photo = item.product.photos[0];
  return photo ? (
    <img
      className="cart-thumb"
      src={imageVariantUrl(photo.key, THUMB_MAX_WIDTH)}
      srcSet={photoSrcSet(photo, THUMB_MAX_WIDTH)}
      sizes="72px"
      width={72}
      height={72}
      alt=""
    />
  ) : (
    <div className="cart-thumb product-image--empty" />
  );
}

function ProductLink({ item }: { item: CartItemOutput }) {
  return (
    <Anchor
      fw={600}
      c="walnut.9"
      renderRoot={(props) => <Link to="/product/$id" params={{ id: String(item.product.id) }} {...props} />}
    >
      {item.product.name}
    </Anchor>
  );
}

function RemoveButton({ item, onRemove, removingId }: { item: CartItemOutput } & Pick<CartLinesProps, 'onRemove' | 'removingId'>) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size={44}
      aria-label={`Remove ${item.product.name}`}
      loading={removingId === item.id}
      onClick={() => onRemove(item)}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );
}

/** The line's badge, and the piece's queue while another buyer holds it: it may come free, and the product page offers the same. */
function Availability({ item, renderQueue }: { item: CartItemOutput } & Pick<CartLinesProps, 'renderQueue'>) {
  return (
    <Stack gap="xs" align="flex-start">
      <AvailabilityBadge item={item} />
      {lineState(item) === 'held' && renderQueue(item)}
    </Stack>
  );
}

/** A table on wide screens, cards on phones (docs/product/screens.md "Cart"). */
export function CartLines({ items, onRemove, removingId, renderQueue }: CartLinesProps) {
  return (
    <>
      <Table visibleFrom="sm" verticalSpacing="sm" aria-label="Cart items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Availability</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-unavailable={!item.is_available || undefined}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Thumbnail item={item} />
                  <ProductLink item={item} />
                </Group>
              </Table.Td>
              <Table.Td>{item.product.size.toUpperCase()}</Table.Td>
              <Table.Td>{formatPesos(item.product.price)}</Table.Td>
              <Table.Td>
                <Availability item={item} renderQueue={renderQueue} />
              </Table.Td>
              <Table.Td>
                <RemoveButton item={item} onRemove={onRemove} removingId={removingId} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack hiddenFrom="sm" gap="sm">
        {items.map((item) => (
          <Card key={item.id} withBorder padding="sm" radius="md">
            <Group gap="sm" wrap="nowrap" align="start">
              <Thumbnail item={item} />
              <Stack gap={4} style={{ flex: 1 }}>
                <ProductLink item={item} />
                <Text size="sm" c="dimmed">
                  Size {item.product.size.toUpperCase()} · {formatPesos(item.product.price)}
                </Text>
                <Availability item={item} renderQueue={renderQueue} />
              </Stack>
              <RemoveButton item={item} onRemove={onRemove} removingId={removingId} />
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}

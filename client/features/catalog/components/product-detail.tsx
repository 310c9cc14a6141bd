import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPesos } from '../../../../shared/money.ts';
import type { ProductOutput } from '../../../../shared/schemas/catalog.ts';
import { HtmlContent } from '../../../components/html-content.tsx';
import { useCurrentPiece } from '../../../lib/live/use-hold-lapse.ts';
import { ProductGallery } from './product-gallery.tsx';
import { VintageDetails } from './vintage-details.tsx';

const STATUS_BADGE: Record<ProductOutput['status'], { label: string; color: string }> = {
  Available: { label: 'Available', color: 'green' },
  OnHold: { label: 'On Hold', color: 'yellow' },
  Pending: { label: 'Pending', color: 'orange' },
  Sold: { label: 'Sold', color: 'gray' },
};

export function ProductDetail({ product, action }: { product: ProductOutput; action: ReactNode }) {
  const { status } = useCurrentPiece(product);
  const badge = STATUS_BADGE[status];
  return (
    // Picture and text side by side from Mantine's md breakpoint, stacked below it (storefront.css).
    <div className="product-layout">
      <ProductGallery photos={product.photos} name={product.name} />
      <Stack gap="md">
        <Group gap="xs">
          {/* A sold piece says so once, plainly, beside its price (its shared link outlives the sale). */}
          {status !== 'Sold' && (
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
          )}
          {product.isSale && status !== 'Sold' && <Badge color="rust.8">Sale</Badge>}
          {/* New and Sale are reasons to buy now: a sold piece shows neither (audit A-22). */}
          {product.isNewArrival && status !== 'Sold' && (
            <Badge color="walnut.7" variant="outline">
              New
            </Badge>
          )}
        </Group>
        <Title order={1}>{product.name}</Title>
        <Group gap="lg">
          <Text fz={28} fw={700} c="rust.8">
            {formatPesos(product.price)}
          </Text>
          {status === 'Sold' && (
            <Badge size="xl" radius="sm" color="dark">
              Sold
            </Badge>
          )}
          <Text c="dimmed">Size {product.size.toUpperCase()}</Text>
        </Group>
        {action}
        <HtmlContent html={product.description} />
        {product.careInstructions && (
          <>
            <hr className="section-rule" />
            <Title order={2} fz="lg">
              Before You Buy
            </Title>
            <HtmlContent html={product.careInstructions} />
          </>
        )}
        <VintageDetails details={product} />
      </Stack>
    </div>
  );
}

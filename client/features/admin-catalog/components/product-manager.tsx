import { Alert, Badge, Button, Card, Center, Group, Image, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconLock, IconPlus, IconSearch } from '@tabler/icons-react';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX, type ProductStatus } from '../../../../shared/constants.ts';
import { imageVariantUrl, PRODUCT_IMAGE_WIDTHS } from '../../../../shared/images.ts';
import { formatPesos } from '../../../../shared/money.ts';
import type { AdminProductOutput } from '../../../../shared/schemas/admin-catalog.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import { ListTable } from '../../../components/list-table.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import type { Notice } from '../../../lib/notice.ts';
import { useManualStates } from '../hooks/use-manual-states.ts';
import { useProductActions } from '../hooks/use-product-actions.ts';
import { ManualStateActions } from './manual-state-actions.tsx';
import { ManualStateBadges } from './manual-state-badges.tsx';
import { ProductActions } from './product-actions.tsx';

const PER_PAGE = 24;
const STATUS_COLORS: Record<ProductStatus, string> = { Available: 'green', OnHold: 'yellow', Pending: 'orange', Sold: 'gray' };

function Thumbnail({ product }: { product: AdminProductOutput }) {
  const photo = product.photos[0];
  if (!photo) return <Center w={48} h={48} bg="gray.1" aria-hidden />;
  return <Image src={imageVariantUrl(photo.key, PRODUCT_IMAGE_WIDTHS[0])} alt="" w={48} h={48} radius="sm" loading="lazy" />;
}

/** Draft, or Scheduled with its time in Manila; a live piece needs no word. */
function VisibilityBadge({ product }: { product: AdminProductOutput }) {
  if (product.visibility === 'draft') return <Badge color="gray" variant="filled">Draft</Badge>;
  if (product.visibility === 'scheduled' && product.drop_at) {
    return (
      <Badge color="indigo" variant="filled" className="badge-wrap" tt="none">
        Scheduled · {momentText(product.drop_at)}
      </Badge>
    );
  }
  return null;
}

function Flags({ product }: { product: AdminProductOutput }) {
  return (
    <Group gap={4}>
      <VisibilityBadge product={product} />
      <Badge color={STATUS_COLORS[product.status]} variant="light">
        {product.status}
      </Badge>
      <ManualStateBadges product={product} />
      {product.isNewArrival && <Badge variant="outline">New</Badge>}
      {product.isSale && <Badge variant="outline" color="red">Sale</Badge>}
    </Group>
  );
}

/** The product manager (docs/product/screens.md "Product manager"): every piece, whatever its status, with Edit and Delete. */
type ProductManagerProps = {
  onNotice: (notice: Notice) => void;
  /** A piece's queue (next in line), composed by the route from its own feature; shown when someone waits. */
  renderQueue: (product: AdminProductOutput) => ReactNode;
};

export function ProductManager({ onNotice, renderQueue }: ProductManagerProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const query = useQuery({
    ...trpc.admin.products.list.queryOptions({ search: debouncedSearch || undefined, page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const { remove, restock, duplicate } = useProductActions(onNotice);
  const states = useManualStates(onNotice);
  const busy = remove.isPending || restock.isPending || duplicate.isPending;
  const actions = (product: AdminProductOutput) => (
    <Stack gap="xs">
      <ProductActions
        product={product}
        busy={busy}
        onDelete={(id) => remove.mutate({ id })}
        onRestock={(id) => restock.mutate({ id })}
        onDuplicate={(id) => duplicate.mutate({ id })}
      />
      <ManualStateActions product={product} states={states} />
      {product.queue_length > 0 && renderQueue(product)}
    </Stack>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <TextInput
          aria-label="Search products"
          placeholder="Search by name or description"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Group gap="xs">
          <Button component={Link} to="/admin-holds" variant="default" leftSection={<IconLock size={16} />}>
            Live Holds
          </Button>
          <Button component={Link} to="/admin/products/add" leftSection={<IconPlus size={16} />}>
            Add Product
          </Button>
        </Group>
      </Group>
      {query.isPending && <Skeleton h={240} />}
      {query.isError && <Alert color="red">{errorMessage(query.error, 'Failed to load products')}</Alert>}
      {query.data?.data.length === 0 && <Text c="dimmed">{debouncedSearch ? 'No products match this search.' : 'No products yet. Add your first piece!'}</Text>}
      {query.data && query.data.data.length > 0 && (isPhone ? <ProductCards products={query.data.data} actions={actions} /> : <ProductTable products={query.data.data} actions={actions} />)}
      {query.data && query.data.meta.last_page > 1 && <ListPagination total={query.data.meta.last_page} value={page} onChange={setPage} />}
    </Stack>
  );
}

type ListProps = { products: AdminProductOutput[]; actions: (product: AdminProductOutput) => ReactNode };

function ProductTable({ products, actions }: ListProps) {
  return (
    <ListTable minWidth={720} columns={['', 'Name', 'Size', 'Price', 'Status', 'Actions']}>
      {products.map((product) => (
        <Table.Tr key={product.id}>
          <Table.Td>
            <Thumbnail product={product} />
          </Table.Td>
          <Table.Td>
            <Text fw={600}>{product.name}</Text>
            {product.sku && (
              <Text size="xs" c="dimmed">
                SKU {product.sku}
              </Text>
            )}
          </Table.Td>
          <Table.Td>{product.size.toUpperCase()}</Table.Td>
          <Table.Td>{formatPesos(product.price)}</Table.Td>
          <Table.Td>
            <Flags product={product} />
          </Table.Td>
          <Table.Td>{actions(product)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

function ProductCards({ products, actions }: ListProps) {
  return (
    <Stack gap="sm">
      {products.map((product) => (
        <Card key={product.id} withBorder padding="sm" radius="md">
          <Group wrap="nowrap" align="flex-start">
            <Thumbnail product={product} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} lineClamp={2}>
                {product.name}
              </Text>
              <Text size="sm">
                {product.size.toUpperCase()} · {formatPesos(product.price)}
              </Text>
              <Flags product={product} />
              {actions(product)}
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

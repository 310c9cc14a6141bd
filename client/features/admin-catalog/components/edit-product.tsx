import { Alert, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { formValuesOf } from '../product-form-values.ts';
import { ProductForm } from './product-form.tsx';

type Props = { productId: number; onSaved: (message: string) => void; onCancel: () => void };

/** The product form filled from the product as it is now. */
export function EditProduct({ productId, onSaved, onCancel }: Props) {
  // Always read afresh: another admin (or a sale) may have changed it since the list loaded.
  const product = useQuery({ ...trpc.admin.products.byId.queryOptions({ id: productId }), staleTime: 0 });
  return (
    <>
      {product.isPending && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Loading product data...</Text>
        </Group>
      )}
      {product.isError && <Alert color="red">{errorMessage(product.error, 'Failed to load product data')}</Alert>}
      {product.data && <ProductForm initialValues={formValuesOf(product.data)} productId={productId} onSaved={onSaved} onCancel={onCancel} />}
    </>
  );
}

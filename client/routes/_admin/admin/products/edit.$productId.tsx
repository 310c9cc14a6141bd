import { Alert, Loader, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/page.tsx';
import { ProductForm } from '../../../../features/admin-catalog/components/product-form.tsx';
import { formValuesOf } from '../../../../features/admin-catalog/product-form-values.ts';
import { errorMessage } from '../../../../lib/errors.ts';
import { trpc } from '../../../../lib/trpc.ts';
import { useBackToTab } from '../-components/use-back-to-tab.ts';

export const Route = createFileRoute('/_admin/admin/products/edit/$productId')({
  component: function EditProductPage() {
    const { productId } = Route.useParams();
    const id = Number(productId);
    // Always the product as it is now: another admin (or a sale) may have changed it since the list loaded.
    const product = useQuery({ ...trpc.catalog.byId.queryOptions({ id }), staleTime: 0 });
    const backToProducts = useBackToTab('products');
    return (
      <Page title="Edit Product">
        {product.isPending && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>Loading product data...</Text>
          </Group>
        )}
        {product.isError && <Alert color="red">{errorMessage(product.error, 'Failed to load product data')}</Alert>}
        {product.data && (
          <ProductForm initialValues={formValuesOf(product.data)} productId={id} onSaved={backToProducts} onCancel={() => backToProducts()} />
        )}
      </Page>
    );
  },
});

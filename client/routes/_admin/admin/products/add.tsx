import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/page.tsx';
import { ProductForm } from '../../../../features/admin-catalog/components/product-form.tsx';
import { EMPTY_PRODUCT_FORM } from '../../../../features/admin-catalog/product-form-values.ts';
import { useBackToTab } from '../-components/use-back-to-tab.ts';

export const Route = createFileRoute('/_admin/admin/products/add')({
  component: function AddProductPage() {
    const backToProducts = useBackToTab('products');
    return (
      <Page title="Add Product">
        <ProductForm initialValues={EMPTY_PRODUCT_FORM} productId={null} onSaved={backToProducts} onCancel={() => backToProducts()} />
      </Page>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/page.tsx';
import { EditProduct } from '../../../../features/admin-catalog/components/edit-product.tsx';
import { useBackToTab } from '../-components/use-back-to-tab.ts';

export const Route = createFileRoute('/_admin/admin/products/edit/$productId')({
  component: function EditProductPage() {
    const { productId } = Route.useParams();
    const backToProducts = useBackToTab('products');
    return (
      <Page title="Edit Product">
        <EditProduct productId={Number(productId)} onSaved={backToProducts} onCancel={() => backToProducts()} />
      </Page>
    );
  },
});

import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCT_FORM_MESSAGES } from '../../../../shared/schemas/admin-catalog.ts';
import { createTestProduct } from '../../../../server/test/fixtures.ts';
import { Product } from '../../../../server/modules/pieces/entities.ts';
import { renderInShop } from '../../../test/render.tsx';
import { signInAsAdmin, serveShopForFile } from '../../../test/shop-server.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { EMPTY_PRODUCT_FORM, formValuesOf, type ProductFormValues } from '../product-form-values.ts';
import { ProductForm } from './product-form.tsx';

const shop = serveShopForFile();

beforeAll(async () => {
  await signInAsAdmin(shop);
});

function renderForm(initialValues: ProductFormValues = EMPTY_PRODUCT_FORM, productId: number | null = null) {
  const onSaved = vi.fn<(message: string) => void>();
  const view = renderInShop(<ProductForm initialValues={initialValues} productId={productId} onSaved={onSaved} onCancel={() => {}} />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  return { ...view, onSaved, field };
}

/** The products stored under `name`, read from the server's own database. */
function storedNamed(name: string) {
  return shop.em().fork().find(Product, { name });
}

/** A field's message, as the form ties it to its input (aria-describedby), so it is read out with it. */
function messageOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

// The save itself is a multipart post, which happy-dom cannot carry to the app in this same process (the
// page's FormData and the server's are two realms' classes): the admin-products journey saves in Chromium.
describe('ProductForm', () => {
  it('names each required field left blank beside it, and sends nothing', async () => {
    const { user, onSaved, field } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(messageOf(field('Name'))).toContain(PRODUCT_FORM_MESSAGES.nameRequired);
    expect(messageOf(field('Price (₱)'))).toContain(PRODUCT_FORM_MESSAGES.priceRequired);
    expect(onSaved).not.toHaveBeenCalled();
    expect(await shop.em().fork().count(Product, {})).toBe(0);
  });

  it('asks when a Scheduled piece goes live before it sends the form', async () => {
    const { user, onSaved, field } = renderForm();
    await user.type(field('Name'), 'Staged Kimona');
    await user.type(field('Price (₱)'), '1200');
    await user.click(screen.getByRole('radio', { name: 'Scheduled' }));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(messageOf(screen.getByLabelText(/Goes live at/))).toContain(PRODUCT_FORM_MESSAGES.dropAtRequired);
    expect(onSaved).not.toHaveBeenCalled();
    expect(await storedNamed('Staged Kimona')).toHaveLength(0);
  });

  it('opens an edit on the piece as it stands, offering Update Product', async () => {
    const { id } = await createTestProduct(shop.em(), { name: 'Capiz Jacket', sku: 'UKY-0001', priceCentavos: 199_950 });
    const product = await trpcClient.admin.products.byId.query({ id });
    const { field } = renderForm(formValuesOf(product), id);
    expect([field('Name'), field('SKU'), field('Price (₱)')].map((input) => (input as HTMLInputElement).value)).toEqual(['Capiz Jacket', 'UKY-0001', '1,999.50']);
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Product' })).toBeNull();
  });
});

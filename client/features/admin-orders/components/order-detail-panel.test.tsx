import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestOrder } from '../../../../server/test/admin-fixtures.ts';
import { createTestProduct } from '../../../../server/test/fixtures.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { renderInShop } from '../../../test/render.tsx';
import { signInAsAdmin, serveShopForFile } from '../../../test/shop-server.ts';
import { OrderDetailPanel } from './order-detail-panel.tsx';

const shop = serveShopForFile();

beforeAll(async () => {
  await signInAsAdmin(shop);
});

describe('an order on the owner’s desk', () => {
  it('shows the proof of payment once, in the payment review, and when it was placed on Manila’s clock with its zone', async () => {
    const product = await createTestProduct(shop.em(), { status: 'Pending' });
    // Half past midnight in Manila is still the day before in UTC, and in a phone set to it.
    const { id } = await createTestOrder(shop.em(), { products: [product], createdAt: new Date('2026-11-28T16:34:16Z') });
    const order = await trpcClient.admin.orders.byId.query({ id });
    renderInShop(<OrderDetailPanel id={id} fromList={order} neighboursInput={{ id }} onOpen={() => undefined} />, { router: true });

    expect(await screen.findByText('Placed Nov 29, 2026, 12:34:16 AM PHT')).toBeTruthy();
    // The fixture's proof is not in storage: each place that shows it says so.
    await screen.findByText('The proof of payment could not be loaded.');
    expect(screen.getAllByText('The proof of payment could not be loaded.')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Proof of Payment' })).toBeNull();
  });
});

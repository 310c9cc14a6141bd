import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STATEMENT_MESSAGES } from '../../../../shared/schemas/payment-statements.ts';
import { shopDateTime } from '../../../../shared/shop-time.ts';
import { Order } from '../../../../server/modules/orders/order.entity.ts';
import { createTestOrder } from '../../../../server/test/admin-fixtures.ts';
import { createTestProduct } from '../../../../server/test/fixtures.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile, signInAsAdmin } from '../../../test/shop-server.ts';
import { StatementCheckView } from './statement-check-view.tsx';

const shop = serveShopForFile();

beforeAll(async () => {
  await signInAsAdmin(shop);
});

beforeEach(async () => {
  await shop.em().nativeDelete(Order, {});
});

async function pendingOrder(priceCentavos: number, reference: string) {
  const em = shop.em().fork();
  const product = await createTestProduct(em, { status: 'Pending', priceCentavos });
  return createTestOrder(em, { products: [product], createdAt: new Date(Date.now() - 10 * 60_000), fields: { paymentReference: reference } });
}

describe('StatementCheckView', () => {
  it("gives each pending order its statement's verdict, and approves a paid one in one tap", async () => {
    // Totals add Metro Manila's ₱80 fee (admin-fixtures.ts).
    const paid = await pendingOrder(116_963, '7012345678901');
    const unpaid = await pendingOrder(30_000, '7012345678904');
    const at = shopDateTime(new Date(paid.createdAt.getTime() - 60_000));
    const { user } = renderInShop(<StatementCheckView />, { admin: true, router: true });
    await user.click(await screen.findByRole('textbox', { name: /paste lines/i }));
    // A statement reaching back before both orders' holds and on to now: it covers the unpaid order's time.
    const earlier = shopDateTime(new Date(Date.now() - 3 * 60 * 60_000));
    await user.paste(
      [`${earlier}  Received money  ₱77.00  Ref No. 7012 345 600000`, `${at}  Received money  ₱1,249.63  Ref No. 7012 345 678901`, `${shopDateTime(new Date())}  Received money  ₱1.00`].join('\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Check pasted lines' }));

    const paidCard = (await screen.findByRole('link', { name: `Order #${paid.id}` })).closest('li');
    const unpaidCard = screen.getByRole('link', { name: `Order #${unpaid.id}` }).closest('li');
    if (!paidCard || !unpaidCard) throw new Error('each order is a list item');
    expect(within(paidCard).getByText('Paid: in your statement')).toBeTruthy();
    expect(within(paidCard).getByText(/₱1,249\.63 arrived .*Ref No\. 7012345678901 \(line 2 of the statement\)/)).toBeTruthy();
    expect(within(unpaidCard).getByText('Not in your statement')).toBeTruthy();
    expect(within(unpaidCard).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.getByText(/Line 1: ₱77\.00 · .* · Ref No\. 7012345600000/)).toBeTruthy();

    await user.click(within(paidCard).getByRole('button', { name: `Approve order #${paid.id}` }));
    expect(await within(paidCard).findByText('Approved: the buyer is mailed.')).toBeTruthy();
    await waitFor(async () => expect((await shop.em().fork().findOneOrFail(Order, paid.id)).status).toBe('approved'));
  });

  it('says at the field when no money-in line can be read', async () => {
    const { user } = renderInShop(<StatementCheckView />, { admin: true, router: true });
    await user.click(await screen.findByRole('textbox', { name: /paste lines/i }));
    await user.paste('hello');
    await user.click(screen.getByRole('button', { name: 'Check pasted lines' }));
    expect(await screen.findByText(STATEMENT_MESSAGES.unreadable)).toBeTruthy();
  });
});

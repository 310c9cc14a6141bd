import { screen } from '@testing-library/react';
import { nanoid } from 'nanoid';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestProduct, PASIG_DELIVERY } from '../../../../server/test/fixtures.ts';
import { ensureGuestId } from '../../../lib/guest-id.ts';
import { queryClient, trpc, trpcClient } from '../../../lib/trpc.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { saveCheckoutDraft } from '../checkout-draft.ts';
import { DELIVERY_FIELDS } from '../delivery-values.ts';
import { CheckoutModal } from './checkout-modal.tsx';

const shop = serveShopForFile();

beforeEach(() => {
  ensureGuestId();
});

/** A guest who chose "Continue as Guest" in this tab and typed their details: the first step kept its draft. */
async function guestWhoChose() {
  const piece = await createTestProduct(shop.em());
  await trpcClient.cart.add.mutate({ product_id: piece.id });
  saveCheckoutDraft(sessionStorage, 'guest', { values: { ...PASIG_DELIVERY, email: `buyer-${nanoid(6)}@example.com` }, edited: DELIVERY_FIELDS });
}

/** Checkout opened from the cart page, whose cart is already read. */
async function openCheckout() {
  await queryClient.fetchQuery(trpc.cart.get.queryOptions());
  renderInShop(
    <CheckoutModal onClose={() => {}} province={null} onProvinceChange={() => {}} renderRegisterForm={() => null} renderEmailConfirmation={() => null} />,
    { router: true },
  );
}

describe('CheckoutModal opened again', () => {
  it('resumes a running reservation: no account-or-guest question for a guest who chose, and the countdown goes on', async () => {
    await guestWhoChose();
    await trpcClient.cart.hold.mutate();
    await openCheckout();
    expect(await screen.findByRole('form', { name: 'Customer Info' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue as Guest' })).toBeNull();
    expect(screen.getByRole('timer', { name: 'Time left on your reservation' }).textContent).toMatch(/^\d+:\d\d$/);
  });

  it('asks a guest to choose again when nothing is reserved any more', async () => {
    await guestWhoChose();
    await openCheckout();
    expect(await screen.findByRole('button', { name: 'Continue as Guest' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { nanoid } from 'nanoid';
import { useState } from 'react';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES } from '../../../../shared/cart-messages.ts';
import { adminCallerFor } from '../../../../server/test/admin-fixtures.ts';
import { CHECKOUT_MESSAGES } from '../../../../shared/schemas/orders.ts';
import { createTestProduct, PASIG_DELIVERY } from '../../../../server/test/fixtures.ts';
import { callerFor } from '../../../../server/test/test-app.ts';
import { ensureGuestId } from '../../../lib/guest-id.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { saveCheckoutDraft } from '../checkout-draft.ts';
import { DELIVERY_FIELDS } from '../delivery-values.ts';
import { CheckoutSteps } from './checkout-steps.tsx';

const shop = serveShopForFile();

// setup.ts empties the page's storage after each test: each test is a new guest with a cart of its own.
beforeEach(() => {
  ensureGuestId();
});

/** What the checkout modal keeps around the steps: the hold's deadline, and whether it gave up. */
function Checkout({ onAbandon }: { onAbandon: () => void }) {
  const [deadline, setDeadline] = useState<number | null>(null);
  return (
    <CheckoutSteps
      isGuest
      draftOwner="guest"
      cartProvince={null}
      onProvinceChange={() => {}}
      deadline={deadline}
      onHeld={setDeadline}
      onAbandon={onAbandon}
      onActionable={() => {}}
      onPlaced={() => {}}
    />
  );
}

/** A piece in this page's guest cart, added through the app's own client. */
async function pieceInMyCart() {
  const product = await createTestProduct(shop.em());
  await trpcClient.cart.add.mutate({ product_id: product.id });
  return product;
}

/**
 * The buyer's details as they typed them earlier in this tab (the form's draft): the address selects
 * are then filled from the server's own place lists without a dozen taps per test.
 */
function typedEarlier() {
  saveCheckoutDraft(sessionStorage, 'guest', { values: { ...PASIG_DELIVERY, email: `buyer-${nanoid(6)}@example.com` }, edited: DELIVERY_FIELDS });
}

function renderCheckout() {
  const abandoned: string[] = [];
  const view = renderInShop(<Checkout onAbandon={() => abandoned.push('abandoned')} />);
  return { ...view, abandoned, form: screen.getByRole('form', { name: 'Customer Info' }) };
}

/** Step 2, the pieces held: where the proof is picked. */
async function atPayment() {
  await pieceInMyCart();
  typedEarlier();
  const view = renderCheckout();
  await view.user.click(within(view.form).getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('timer');
  // The step opens once the server said what to pay.
  await screen.findByRole('region', { name: 'Amount to pay' });
  const pickProof = async (file: File) => {
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('No proof field');
    await view.user.upload(input, file);
  };
  return { ...view, pickProof };
}

/** A picture drawn by sharp: what a buyer's screenshot is. */
async function screenshotOfPayment() {
  const bytes = await sharp({ create: { width: 24, height: 40, channels: 3, background: '#1f6feb' } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], 'gcash-receipt.png', { type: 'image/png' });
}

/** Text renamed to look like a screenshot. */
const renamedText = () => new File(['my GCash receipt, typed'], 'fake.png', { type: 'image/png' });

/** The proof field's own message, under it. */
const proofFieldError = () => screen.queryByText(CHECKOUT_MESSAGES.proofNotImage);

describe('CheckoutSteps', () => {
  // happy-dom decodes no picture (its createImageBitmap takes any bytes): a browser's decoder is played
  // by sharp, which refuses text as Chromium does (the checkout journey meets Chromium's own decoder).
  beforeEach(() => {
    vi.stubGlobal('createImageBitmap', async (file: Blob) => {
      await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
      return { close: () => {} };
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names each empty required field with the schema’s own message, and holds nothing', async () => {
    await pieceInMyCart();
    const { user, form, abandoned } = renderCheckout();
    await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }));
    for (const message of ['Name is required', 'Email is required', 'Instagram username is required', 'Mobile number is required', 'Address is required', 'Province is required']) {
      expect(within(form).getByText(message)).toBeTruthy();
    }
    expect(within(form).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(abandoned).toEqual([]);
  });

  it('holds the pieces on Continue to Payment and counts the reservation down', async () => {
    await pieceInMyCart();
    typedEarlier();
    const { user, form } = renderCheckout();
    await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }));
    const timer = await screen.findByRole('timer', { name: 'Time left on your reservation' });
    expect(screen.getByText('Reserved for you!')).toBeTruthy();
    const first = timer.textContent;
    expect(first).toMatch(/^\d{1,2}:\d{2}$/);
    // It ticks on its own, with no answer from the server.
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 5_000 });
    const { items } = await trpcClient.cart.get.query();
    expect(items.map((item) => item.reserved_by_you)).toEqual([true]);
  });

  it('keeps the guest’s name and e-mail as they go on to pay, so the owner’s Live Holds names who holds the piece', async () => {
    const product = await pieceInMyCart();
    typedEarlier();
    const { user, form } = renderCheckout();
    await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByRole('timer', { name: 'Time left on your reservation' });
    const { caller: owner } = await adminCallerFor(shop.em());
    await waitFor(async () => {
      const { email } = await trpcClient.profiles.get.query();
      expect(email).toMatch(/^buyer-.+@example\.com$/);
      const { holds } = await owner.admin.holds.list();
      expect(holds.find((hold) => hold.product.id === product.id)?.buyer).toEqual({ kind: 'guest', name: PASIG_DELIVERY.customer_name, email });
    });
  });

  it('gives the checkout up when another buyer holds a piece, leaving the cart\'s banner to say why, once', async () => {
    const product = await pieceInMyCart();
    const other = callerFor(shop.em(), { guestIdHeader: nanoid() });
    await other.cart.add({ product_id: product.id });
    await other.cart.hold();
    typedEarlier();
    const { user, form, abandoned } = renderCheckout();
    await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(abandoned).toEqual(['abandoned']), { timeout: 15_000 });
    expect(screen.queryByRole('timer')).toBeNull();
    // No toast repeating the banner (audit B-7). A toast would be in Mantine's store by now: showToast
    // asked for the same module before this import, so its show ran first.
    const { notificationsStore } = await import('@mantine/notifications');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notificationsStore.getState().notifications.map((toast) => toast.message)).not.toContain(CART_MESSAGES.unavailable);
  });

  it('refuses a file that is no picture where it is picked, and forgets the refusal once a picture is picked (audit A-4)', async () => {
    const { user, pickProof } = await atPayment();
    await pickProof(renamedText());
    await waitFor(() => expect(proofFieldError()).toBeTruthy());
    expect(screen.queryByRole('img', { name: 'Your proof of payment' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    expect(proofFieldError()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();

    await pickProof(await screenshotOfPayment());
    await waitFor(() => expect(proofFieldError()).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review Order' }).hasAttribute('data-loading')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeTruthy();
    expect(proofFieldError()).toBeNull();
  });

  it('says beside Amount sent how far it is from the amount to pay, and the review repeats the payment and adds up to the amount to pay (audits A-5, A-6)', async () => {
    const { user, pickProof } = await atPayment();
    // A ₱500.00 piece delivered in Metro Manila (₱80.00).
    expect(screen.getByRole('region', { name: 'Amount to pay' }).textContent).toContain('₱580.00');
    await pickProof(await screenshotOfPayment());
    await user.click(screen.getByRole('radio', { name: 'GCash' }));
    await user.type(screen.getByRole('textbox', { name: /^Reference no\./ }), '1234 567 890123');
    await user.type(screen.getByRole('textbox', { name: /^Amount sent/ }), '400');
    // Not at each digit: once the buyer pauses, with the field still theirs.
    expect(screen.queryByText(/^Short by/)).toBeNull();
    const short = 'Short by ₱180.00 of the ₱580.00 to pay. Fine if you are sending the rest in another transfer.';
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(short));
    await user.type(screen.getByRole('textbox', { name: /^Amount sent/ }), '0');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('₱3,420.00 more than the ₱580.00 to pay.'));
    await user.clear(screen.getByRole('textbox', { name: /^Amount sent/ }));
    await user.type(screen.getByRole('textbox', { name: /^Amount sent/ }), '400');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Review Order' }).hasAttribute('data-loading')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    const payment = await screen.findByRole('region', { name: 'Your payment' });
    expect(within(payment).getByRole('img', { name: 'Your proof of payment' })).toBeTruthy();
    for (const line of ['Paid with GCash', 'Reference no. 1234567890123', 'Amount sent ₱400.00', short]) expect(within(payment).getByText(line)).toBeTruthy();

    // The lines read as a sum: the pieces' Order Total, the fee added, the amount to pay they make.
    const [orderTotal, shippingFee, amountToPay] = [screen.getByText('Order Total'), screen.getByText('Shipping Fee'), screen.getByRole('region', { name: 'Amount to pay' })];
    expect(orderTotal.nextElementSibling?.textContent).toBe('₱500.00');
    expect(shippingFee.nextElementSibling?.textContent).toBe('+ ₱80.00');
    expect(orderTotal.compareDocumentPosition(shippingFee) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(shippingFee.compareDocumentPosition(amountToPay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(amountToPay.textContent).toContain('₱580.00');
    expect(amountToPay.textContent).toContain('The total and the fee above, together.');
  });

  it('with the owner’s distinct amounts on, asks for the amount the server kept for this buyer and shows the discount that makes it theirs', async () => {
    const { caller: owner } = await adminCallerFor(shop.em());
    await owner.admin.settings.update({ key: 'distinct_payment_amounts', value: true });
    try {
      const { user, pickProof } = await atPayment();
      const amountToPay = screen.getByRole('region', { name: 'Amount to pay' });
      const shown = amountToPay.querySelector('[data-amount-to-pay]')?.textContent ?? '';
      // A ₱500.00 piece delivered in Metro Manila (₱80.00), less 1 to 99 centavos.
      expect(shown).toMatch(/^₱579\.\d\d$/);
      expect(amountToPay.textContent).toMatch(/₱0\.\d\d off makes this amount your order's own/);
      await pickProof(await screenshotOfPayment());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Review Order' }).hasAttribute('data-loading')).toBe(false));
      await user.click(screen.getByRole('button', { name: 'Review Order' }));
      const discount = await screen.findByText('Discount');
      const centavos = 58_000 - Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);
      expect(discount.nextElementSibling?.textContent).toBe(`− ₱0.${String(centavos).padStart(2, '0')}`);
      expect(screen.getByRole('region', { name: 'Amount to pay' }).textContent).toContain(shown);
    } finally {
      await owner.admin.settings.update({ key: 'distinct_payment_amounts', value: false });
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES } from '../../../../shared/schemas/admin-orders.ts';
import { createTestOrder } from '../../../../server/test/admin-fixtures.ts';
import { createTestProduct } from '../../../../server/test/fixtures.ts';
import { Order } from '../../../../server/modules/orders/order.entity.ts';
import type { OrderStatus } from '../../../../shared/constants.ts';
import { renderInShop } from '../../../test/render.tsx';
import { signInAsAdmin, serveShopForFile } from '../../../test/shop-server.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { OrderStatusForm } from './order-status-form.tsx';

const shop = serveShopForFile();

beforeAll(async () => {
  await signInAsAdmin(shop);
});

/** A real order of one real piece, as the order desk reads it from the server. */
async function orderOf(status: OrderStatus = 'pending') {
  const product = await createTestProduct(shop.em(), { status: status === 'pending' ? 'Pending' : 'Sold' });
  const { id } = await createTestOrder(shop.em(), { products: [product], status });
  return { product, order: await trpcClient.admin.orders.byId.query({ id }) };
}

async function renderForm(status: OrderStatus = 'pending') {
  const { order, product } = await orderOf(status);
  const view = renderInShop(<OrderStatusForm key={order.id} order={order} nextOrder={null} />, { admin: true });
  const form = screen.getByRole('form', { name: 'Update order status' });
  return { ...view, order, product, form };
}

async function storedStatus(id: number) {
  return (await shop.em().findOneOrFail(Order, id)).status;
}

/** Mantine's Select: open it by its label, then pick the option, as a pointer would. */
async function choose(user: ReturnType<typeof renderInShop>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('OrderStatusForm', () => {
  it('approves a pending order in one tap and says so once, beside the buttons', async () => {
    const { user, form, order } = await renderForm();
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await within(form).findByRole('status')).toHaveProperty('textContent', ADMIN_ORDER_MESSAGES.statusUpdated);
    // One message, page-wide: the notifications host is mounted too, and no toast repeats it.
    expect(screen.getAllByText(ADMIN_ORDER_MESSAGES.statusUpdated)).toHaveLength(1);
    expect(await storedStatus(order.id)).toBe('approved');
  });

  it('rejects a pending order as cancelled once the owner confirms, keeping the note as it stands (audit C-2)', async () => {
    const { user, form, order } = await renderForm();
    await user.type(within(form).getByRole('textbox', { name: 'Admin notes' }), 'Proof is for another shop.');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    const question = await screen.findByRole('dialog', { name: `Cancel order #${order.id}?` });
    expect(question.textContent).toContain('Ask for a payment fix');
    expect(await storedStatus(order.id)).toBe('pending');
    await user.click(within(question).getByRole('button', { name: 'Reject order' }));
    await within(form).findByText(ADMIN_ORDER_MESSAGES.statusUpdated);
    const stored = await shop.em().findOneOrFail(Order, order.id);
    expect([stored.status, stored.adminNotes]).toEqual(['cancelled', 'Proof is for another shop.']);
  });

  it('keeps the order when the owner thinks again at the cancel question, from the buttons or the status list', async () => {
    const { user, form, order } = await renderForm();
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    await user.click(within(await screen.findByRole('dialog', { name: `Cancel order #${order.id}?` })).getByRole('button', { name: 'Keep order' }));
    await choose(user, 'Status', 'Cancelled');
    await user.click(within(form).getByRole('button', { name: 'Update Status' }));
    await user.click(within(await screen.findByRole('dialog', { name: `Cancel order #${order.id}?` })).getByRole('button', { name: 'Keep order' }));
    expect(within(form).queryByText(ADMIN_ORDER_MESSAGES.statusUpdated)).toBeNull();
    expect(await storedStatus(order.id)).toBe('pending');
  });

  it('asks the buyer to fix the payment with the note filled, and says until when the pieces are held (audit C-2)', async () => {
    const { user, form, order } = await renderForm();
    await user.click(within(form).getByRole('button', { name: 'Ask for a payment fix' }));
    expect(within(form).getByText(ADMIN_ORDER_MESSAGES.fixNoteRequired)).toBeTruthy();
    expect(await storedStatus(order.id)).toBe('pending');

    await user.type(within(form).getByRole('textbox', { name: 'Admin notes' }), 'Amount short by ₱200.00.');
    await user.click(within(form).getByRole('button', { name: 'Ask for a payment fix' }));
    await within(form).findByText(ADMIN_ORDER_MESSAGES.statusUpdated);
    const stored = await shop.em().findOneOrFail(Order, order.id);
    expect([stored.status, stored.adminNotes]).toEqual(['awaiting_payment_fix', 'Amount short by ₱200.00.']);
    expect(stored.paymentFixDueAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it('clears the update message as soon as the owner edits again', async () => {
    const { user, form } = await renderForm();
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    await within(form).findByText(ADMIN_ORDER_MESSAGES.statusUpdated);
    await user.type(within(form).getByRole('textbox', { name: 'Admin notes' }), 'x');
    expect(within(form).queryByText(ADMIN_ORDER_MESSAGES.statusUpdated)).toBeNull();
  });

  it('offers Approve and Reject for a pending order only', async () => {
    const { form } = await renderForm('approved');
    expect(within(form).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Reject' })).toBeNull();
    // Nothing changed yet: nothing to send.
    expect(within(form).getByRole('button', { name: 'Update Status' })).toHaveProperty('disabled', true);
  });

  it('asks for the courier and tracking number only while the status is Shipped', async () => {
    const { user, form, order } = await renderForm('approved');
    expect(within(form).queryByRole('textbox', { name: 'Tracking number' })).toBeNull();
    await choose(user, 'Status', 'Shipped');
    await choose(user, 'Courier', 'J&T Express');
    await user.type(within(form).getByRole('textbox', { name: 'Tracking number' }), 'JT0001234567');
    await user.click(within(form).getByRole('button', { name: 'Update Status' }));
    await within(form).findByText(ADMIN_ORDER_MESSAGES.statusUpdated);
    const stored = await shop.em().findOneOrFail(Order, order.id);
    expect([stored.status, stored.courier, stored.trackingNumber]).toEqual(['shipped', 'jnt', 'JT0001234567']);

    await choose(user, 'Status', 'Delivered');
    expect(within(form).queryByRole('textbox', { name: 'Tracking number' })).toBeNull();
    expect(within(form).queryByRole('combobox', { name: 'Courier' })).toBeNull();
  });

  it('ships only with a tracking number or "No tracking number" ticked, saying so beside the number', async () => {
    const { user, form, order } = await renderForm('approved');
    await choose(user, 'Status', 'Shipped');
    await user.click(within(form).getByRole('button', { name: 'Update Status' }));
    expect(await within(form).findByText(ADMIN_ORDER_MESSAGES.trackingRequired)).toBeTruthy();
    expect(await storedStatus(order.id)).toBe('approved');

    await user.click(within(form).getByRole('checkbox', { name: 'No tracking number' }));
    expect(within(form).queryByText(ADMIN_ORDER_MESSAGES.trackingRequired)).toBeNull();
    expect(within(form).getByRole('textbox', { name: 'Tracking number' })).toHaveProperty('disabled', true);
    await user.click(within(form).getByRole('button', { name: 'Update Status' }));
    await within(form).findByText(ADMIN_ORDER_MESSAGES.statusUpdated);
    expect(await storedStatus(order.id)).toBe('shipped');
  });

  it('fills the "Amount short" template with what the buyer is short, from the amount they said they sent', async () => {
    const product = await createTestProduct(shop.em(), { status: 'Pending', priceCentavos: 150_000 });
    const created = await createTestOrder(shop.em(), { products: [product], fields: { amountSentCentavos: 80_000 } });
    const order = await trpcClient.admin.orders.byId.query({ id: created.id });
    const { user } = renderInShop(<OrderStatusForm key={order.id} order={order} nextOrder={null} />);
    await user.click(await screen.findByRole('button', { name: 'Note templates' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Amount short by/ }));
    const short = order.total_amount - 800;
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Admin notes' }).value).toBe(
      `Amount short by ₱${short.toLocaleString('en-PH', { minimumFractionDigits: 2 })}. Please send the balance and reply with its screenshot.`,
    );
  });

  it('shows the server’s refusal when another order holds the piece, and keeps the form as it was', async () => {
    const product = await createTestProduct(shop.em(), { status: 'Pending' });
    const cancelled = await createTestOrder(shop.em(), { products: [product], status: 'cancelled' });
    const pending = await createTestOrder(shop.em(), { products: [product], status: 'pending' });
    const order = await trpcClient.admin.orders.byId.query({ id: cancelled.id });
    const { user } = renderInShop(<OrderStatusForm key={order.id} order={order} nextOrder={null} />);
    const form = screen.getByRole('form', { name: 'Update order status' });

    await choose(user, 'Status', 'Pending');
    await user.click(within(form).getByRole('button', { name: 'Update Status' }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal.textContent).toBe(
      `${product.name} is already in order #${pending.id} (Pending), so this order cannot be set to pending. Cancel that order first.`,
    );
    expect(within(form).queryByText(ADMIN_ORDER_MESSAGES.statusUpdated)).toBeNull();
    await waitFor(async () => expect(await storedStatus(cancelled.id)).toBe('cancelled'));
  });
});

import { z } from 'zod';
import { CheckoutCodeOutput, DrawnCodeOutput, OwnerCodeFields, OwnerCodeOutput, OwnerCodePayloadInput } from '../../shared/schemas/payment-codes.ts';
import { defineRoute } from './route.ts';

const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const shared = { tag: 'Admin: payment code', access: 'admin' as const };

/** The owner's receive-money code (docs/product/payment-codes.md): read, saved, tested, removed. */
export const paymentCodeAdminRoutes = [
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/payment-code',
    summary: 'The saved receive-money code with whom it pays, or null',
    response: envelope(z.object({ code: OwnerCodeOutput.nullable() })),
    handle: async ({ caller }) => ({ success: true, data: await caller.admin.paymentCodes.get() }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/payment-code/read',
    summary: 'Read a code from its text or a screenshot (multipart `picture`) without saving it; a refused code is a 422 saying why',
    body: OwnerCodeFields,
    response: envelope(OwnerCodeOutput),
    handle: async ({ caller, body }) => ({ success: true, data: await caller.admin.paymentCodes.read(body) }),
  }),
  defineRoute({
    ...shared,
    method: 'put',
    path: '/admin/payment-code',
    summary: 'Save the confirmed code (its payload); a new code is untested',
    body: OwnerCodePayloadInput,
    response: envelope(OwnerCodeOutput),
    handle: async ({ caller, body }) => ({ success: true, data: await caller.admin.paymentCodes.save(body) }),
  }),
  defineRoute({
    ...shared,
    method: 'delete',
    path: '/admin/payment-code',
    summary: 'Remove the code: checkout shows none',
    response: envelope(z.object({ code: z.null() })),
    handle: async ({ caller }) => ({ success: true, data: await caller.admin.paymentCodes.remove() }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/payment-code/test',
    summary: 'A code for ₱1.01–₱1.09 minted from the saved code, to pay from another wallet (409 without a code)',
    response: envelope(DrawnCodeOutput),
    handle: async ({ caller }) => ({ success: true, data: await caller.admin.paymentCodes.test() }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/payment-code/test/confirm',
    summary: 'The test payment arrived: checkout mints codes for the exact amount (409 if the code changed since)',
    body: OwnerCodePayloadInput,
    response: envelope(OwnerCodeOutput),
    handle: async ({ caller, body }) => ({ success: true, data: await caller.admin.paymentCodes.confirmTest(body) }),
  }),
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/orders/:id/payment-code',
    summary: "The QR code for an order's total while it waits on its payment (pending, or asked for a payment fix); null otherwise, or while the shop has no code",
    response: envelope(CheckoutCodeOutput.nullable()),
    handle: async ({ caller, params }) => ({ success: true, data: await caller.admin.paymentCodes.forOrder({ id: params.id ?? '' }) }),
  }),
];

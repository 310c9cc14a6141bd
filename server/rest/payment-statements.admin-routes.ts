import { z } from 'zod';
import { StatementCheckOutput, StatementFields } from '../../shared/schemas/payment-statements.ts';
import { defineRoute } from './route.ts';

/** The owner's statement against the orders waiting on their payment (docs/product/payment-codes.md "Statement check"). */
export const paymentStatementAdminRoutes = [
  defineRoute({
    tag: 'Admin: payment code',
    access: 'admin',
    method: 'post',
    path: '/admin/statements/check',
    summary: 'Check a statement (pasted `text`, or a CSV as multipart `file`) against every order waiting on its payment: one verdict each, the money matching none; nothing is kept',
    body: StatementFields,
    response: z.object({ success: z.literal(true), data: StatementCheckOutput }),
    handle: async ({ caller, body }) => ({ success: true, data: await caller.admin.statements.check(body) }),
  }),
];

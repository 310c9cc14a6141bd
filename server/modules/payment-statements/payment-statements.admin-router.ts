import { StatementInput } from '../../../shared/schemas/payment-statements.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { checkStatement } from './statement-check.service.ts';

/** The owner's statement against the orders waiting on their payment: one verdict each, nothing kept. */
export const paymentStatementsAdminRouter = createRouter({
  check: adminProcedure.input(StatementInput).mutation(({ ctx, input }) => checkStatement(ctx.em, input)),
});

import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';
import { BackToDashboard } from '../../features/admin/components/back-to-dashboard.tsx';
import { StatementCheckView } from '../../features/admin-orders/components/statement-check-view.tsx';

/** The owner's statement against the orders waiting on their payment (docs/product/payment-codes.md "Statement check"). */
export const Route = createFileRoute('/_admin/admin-statement')({
  component: function StatementCheckPage() {
    return (
      <Page title="Check your statement" intro="Each order waiting on its payment is looked for in your own history. The statement is read, not kept.">
        <BackToDashboard tab="orders" />
        <StatementCheckView />
      </Page>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';
import { BackToDashboard } from '../../features/admin/components/back-to-dashboard.tsx';
import { LiveHolds } from '../../features/admin-cart/components/live-holds.tsx';
import { PieceQueue } from '../../features/admin-queue/components/piece-queue.tsx';

/** The owner's holds list (design.md §8), reached from the dashboard's products tab. */
export const Route = createFileRoute('/_admin/admin-holds')({
  component: () => (
    <Page title="Live Holds" size="xl">
      <BackToDashboard tab="products" />
      <LiveHolds renderExtra={(hold) => <PieceQueue productId={hold.product.id} name={hold.product.name} />} />
    </Page>
  ),
});

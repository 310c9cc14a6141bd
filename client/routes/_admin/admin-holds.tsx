import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';
import { LiveHolds } from '../../features/admin-cart/components/live-holds.tsx';
import { PieceQueue } from '../../features/admin-queue/components/piece-queue.tsx';

/** The owner's holds list (design.md §8), reached from the dashboard's products tab. */
export const Route = createFileRoute('/_admin/admin-holds')({
  component: () => (
    <Page title="Live Holds" size="xl">
      <Button
        renderRoot={(props) => <Link to="/admin/$tab" params={{ tab: 'products' }} {...props} />}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
        px={0}
        mih={44}
      >
        Back to Dashboard
      </Button>
      <LiveHolds renderExtra={(hold) => <PieceQueue productId={hold.product.id} name={hold.product.name} />} />
    </Page>
  ),
});

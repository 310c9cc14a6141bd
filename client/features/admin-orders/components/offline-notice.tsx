import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { momentText } from '../../../../shared/moment-text.ts';

/** Says, without a connection, that the orders shown are the ones last loaded and cannot be changed now. */
export function OfflineNotice({ loadedAt }: { loadedAt: number | null }) {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="yellow" title="You are offline">
      {loadedAt
        ? `These are your orders as loaded ${momentText(new Date(loadedAt))}. Approving, shipping and other changes need a connection.`
        : 'This device has no orders loaded yet. They show here once you are back online.'}
    </Alert>
  );
}

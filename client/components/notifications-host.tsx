import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsContainer = lazy(() =>
  import('./notifications-container.tsx').then(({ NotificationsContainer }) => ({ default: NotificationsContainer })),
);

/**
 * Mounts Mantine's notification container when the first toast is shown, so its code (~6 kB gzip with
 * its transitions) is not part of a first visit. Toasts shown meanwhile wait in Mantine's store.
 */
export function NotificationsHost() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? (
    <Suspense>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}

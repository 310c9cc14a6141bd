import type { NotificationData } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const NotificationsContainer = lazy(() =>
  import('./notifications-container.tsx').then(({ NotificationsContainer }) => ({ default: NotificationsContainer })),
);

let toastShown = false;
const onFirstToast = new Set<() => void>();

function subscribeToFirstToast(listener: () => void): () => void {
  onFirstToast.add(listener);
  return () => onFirstToast.delete(listener);
}

/**
 * Shows a toast. Mantine's notifications (their store as well as their container, ~6 kB gzip with its
 * transitions) load with the first one, so they are not part of a first visit (design.md §5).
 */
export function showToast(toast: NotificationData): void {
  if (!toastShown) {
    toastShown = true;
    for (const listener of onFirstToast) listener();
  }
  import('./notifications-container.tsx').then(({ showNow }) => showNow(toast)).catch((error: unknown) => console.error(error));
}

/** Mounts Mantine's notification container once a toast is shown; toasts shown meanwhile wait in its store. */
export function NotificationsHost() {
  const needed = useSyncExternalStore(subscribeToFirstToast, () => toastShown);
  return needed ? (
    <Suspense>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}

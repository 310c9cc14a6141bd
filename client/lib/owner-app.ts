import { useEffect } from 'react';

/** Where the owner's app lives (decision 033): its service worker controls the admin's pages only. */
export const OWNER_APP = { serviceWorker: '/admin-sw.js', scope: '/admin', manifest: '/admin.webmanifest' } as const;

function linkInHead(rel: string, href: string) {
  if (document.head.querySelector(`link[rel="${rel}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}

/**
 * Makes the admin installable: links the owner's manifest and registers the service worker, from the
 * admin's screens only, so a shopper's page never offers to install the owner's app nor pays for it.
 * The development server builds no service worker.
 */
export function useOwnerApp(): void {
  useEffect(() => {
    linkInHead('manifest', OWNER_APP.manifest);
    linkInHead('apple-touch-icon', '/icons/apple-touch-icon-180.png');
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register(OWNER_APP.serviceWorker, { scope: OWNER_APP.scope }).catch((error: unknown) => {
        console.error('The owner’s app could not be installed', error);
      });
    }
  }, []);
}

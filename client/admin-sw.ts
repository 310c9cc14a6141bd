/// <reference lib="webworker" />
/**
 * The owner's installed app (docs/decisions/033-the-owners-app.md): registered by the admin's pages
 * only, with the scope `/admin`, so no shopper's page is ever controlled by it. It keeps the app's
 * shell (the page and its scripts, precached by vite-plugin-pwa at build time) so the admin opens at
 * once, and shows the pushes the shop sends. Of the API it keeps only the last answers to Order
 * Management's reads (shared/admin-offline.ts), given only when the server cannot be reached, for
 * the orders to open read-only offline; every other answer always comes from the server.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerKeepingReads, asksForKeptReads } from './admin-offline-reads.ts';
import type { OwnerPush } from '../shared/schemas/push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// A new release takes over at once, and the caches of the old one are dropped: an old version is never kept alive.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// Every admin page is the one app shell; its data is fetched by the app.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

// Order Management's reads: from the server, and their last answers when it cannot be reached.
registerRoute(({ url, request }) => request.method === 'GET' && asksForKeptReads(url, self.location.origin), ({ request }) => answerKeepingReads(request));

/** The app's icon carries the count of orders waiting, where the platform draws badges. */
async function showPendingOnIcon(pending: number): Promise<void> {
  if (!('setAppBadge' in self.navigator)) return;
  await (pending > 0 ? self.navigator.setAppBadge(pending) : self.navigator.clearAppBadge());
}

self.addEventListener('push', (event) => {
  const push = event.data?.json() as OwnerPush | undefined;
  if (!push) return;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(push.title, {
        body: push.body,
        tag: push.tag,
        data: { url: push.url },
        icon: '/icons/ukay-192.png',
        badge: '/icons/badge-96.png',
      }),
      push.pending === null ? undefined : showPendingOnIcon(push.pending),
    ]),
  );
});

/** A tap opens the push's page: in the admin window already open, or in a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = event.notification.data as Pick<OwnerPush, 'url'>;
  const target = new URL(url, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((window) => new URL(window.url).pathname.startsWith('/admin'));
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

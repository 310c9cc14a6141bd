import './styles.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NotificationsHost } from './components/notifications-host.tsx';
import { seedFirstPage } from './lib/first-page.ts';
import { readGuestId } from './lib/guest-id.ts';
import { queryClient, trpc } from './lib/trpc.ts';
import { routeTree } from './route-tree.gen.ts';
import { theme } from './theme.ts';

// The modules above run in this task, the app's start (its route table, the first render) in the next:
// run as one, they held a phone's main thread for 150–200 ms (4× CPU) (design.md §5).
await new Promise((resolve) => setTimeout(resolve));

const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: 'intent',
  // Loaders fill the query cache; let TanStack Query decide freshness.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <NotificationsHost />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}

/** Resolves once the browser has painted a frame: the server's first paint is on screen by then. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

const seeded = seedFirstPage(queryClient);
// On a page the server prepared, its first paint goes on screen before the app's work starts, and
// stays until the page is whole (data in the cache, route code loaded): the first render replaces it
// in one go, with no skeleton in between.
const ready = seeded.length > 0 ? afterPaint().then(() => router.load()) : Promise.resolve();
const start = () => {
  // A transition, so the first render yields to the phone's input every few milliseconds instead of
  // holding the main thread for its whole length.
  startTransition(() => render(root));
  // The server answered as it would a stranger: a guest's own holds show once these are asked again.
  if (readGuestId()) {
    for (const key of seeded) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
};
// Rendered either way: a failed load shows the router's own error screen, never the first paint forever.
void ready.then(start, start);

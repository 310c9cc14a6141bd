import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { NotificationsHost } from '../components/notifications-host.tsx';
import { queryClient } from '../lib/trpc.ts';
import { theme } from '../theme.ts';

type Options = {
  /** Mount `ui` as the page of a memory router, for components with a `<Link>` (it needs a router). */
  router?: boolean;
  /** Inside the modal manager, as the admin area's screens are (client/routes/_admin.tsx): their confirmations open. */
  admin?: boolean;
};

/**
 * The providers main.tsx wraps the app in: the app's theme and its one query client (setup.ts clears
 * it). Mantine's `env="test"` turns off its transitions and portals, as Mantine's testing guide asks:
 * happy-dom runs no CSS transition, so a dropdown would otherwise stay `display: none`.
 */
function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <NotificationsHost />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

function inMemoryRouter(ui: ReactElement) {
  const rootRoute = createRootRoute({ component: () => ui });
  return createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
}

/**
 * Renders `ui` as the app would, with a user-event session to type and tap. A router renders its
 * page after its first load: with `router`, find the page's content with `findBy…`.
 */
export function renderInShop(ui: ReactElement, options: Options = {}): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const page = options.router ? <RouterProvider router={inMemoryRouter(ui)} /> : ui;
  const result = render(<Providers>{options.admin ? <ModalsProvider>{page}</ModalsProvider> : page}</Providers>);
  return { ...result, user };
}

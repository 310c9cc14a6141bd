/**
 * The bundle floor (design.md §5): the least a React 19 + TanStack Router storefront can ship, built
 * with the shop's own Vite config. Two routes and a link, so the router's navigation code is in.
 */
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const rootRoute = createRootRoute({
  component: () => (
    <>
      <nav>
        <Link to="/">Home</Link> <Link to="/about">About</Link>
      </nav>
      <Outlet />
    </>
  ),
});
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Floor</h1> });
const aboutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/about', component: () => <h1>About</h1> });
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute, aboutRoute]) });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

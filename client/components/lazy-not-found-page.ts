import { lazy } from 'react';

/**
 * The designed Not Found page, loaded when first needed: few visits take a wrong turn or follow a
 * dead piece's link, and every first load counts (design.md §5). Render it inside Suspense.
 */
export const LazyNotFoundPage = lazy(() => import('./not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })));

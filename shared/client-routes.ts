/**
 * The paths the app's router shows a page for (client/routes): the server sends the app with 200 for
 * these and with 404 for anything else, so a mistyped link is a 404 to browsers, crawlers and link
 * previews alike while the app still paints its designed Not Found page. `$name` stands for one path
 * segment; shared/client-routes.test.ts keeps this list in step with the route files.
 */
export const CLIENT_ROUTES = [
  '/',
  '/products',
  '/new',
  '/sale',
  '/product/$id',
  // A drop's page (design.md §8 "Drops"): an address no drop could have is a 404; an unknown drop's page says so.
  '/drops/$slug',
  '/cart',
  '/my-orders',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  // A mail's "View your order" link (its token is in the query).
  '/orders/view',
  // The link of "It's your turn" (shared/schemas/queue.ts QUEUE_TURN_PATH; its token is in the query).
  '/queue-turn',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/admin',
  // An unknown tab is ignored and shows the products tab (docs/product/screens.md "Admin Dashboard"): every tab path is a page.
  '/admin/$tab',
  '/admin/announcements/new',
  '/admin/announcements/edit/$id',
  '/admin/products/add',
  '/admin/products/edit/$productId',
  '/admin-holds',
  '/admin-orders',
  '/admin-packing-slips',
  '/admin-statement',
  '/order-management',
] as const;

/** What a `$name` segment accepts: ids are whole numbers (a product "abc" is no page), tabs any word. */
const PARAM_PATTERNS: Record<string, RegExp> = {
  $id: /^[0-9]+$/,
  $productId: /^[0-9]+$/,
  $tab: /^[^/]+$/,
  $slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
};

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matches(route: string, segments: string[]): boolean {
  const routeSegments = segmentsOf(route);
  return (
    routeSegments.length === segments.length &&
    routeSegments.every((part, index) => {
      const segment = segments[index] ?? '';
      const param = PARAM_PATTERNS[part];
      return param ? param.test(segment) : part === segment;
    })
  );
}

/** Whether the app has a page at this path (a trailing slash is the same page, as the router sees it). */
export function isClientRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return CLIENT_ROUTES.some((route) => matches(route, segments));
}

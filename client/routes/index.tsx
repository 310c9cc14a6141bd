import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button.tsx';
import { NewDrops } from '../features/catalog/components/new-drops.tsx';
import { AnnouncementBar } from '../features/content/components/announcement-bar.tsx';
import { HeroCarousel } from '../features/content/components/hero-carousel.tsx';
import { DropStripSpace } from '../features/drops/components/drop-strip-space.tsx';
import { trpc } from '../lib/trpc.ts';

// The next drop's strip comes in its own chunk after first paint: most days there is none, and the
// home page's first load stays within its budget (design.md §5). Whether there is one is loaded with
// the page, so the strip's room is kept from the first paint and nothing moves when it comes.
const DropStrip = lazy(() => import('../features/drops/components/drop-strip.tsx').then((module) => ({ default: module.DropStrip })));

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient, trpc: api } }) =>
    Promise.all([
      queryClient.prefetchQuery(api.content.heroSlides.queryOptions()),
      queryClient.prefetchQuery(api.content.announcements.queryOptions()),
      queryClient.prefetchQuery(api.catalog.newDrops.queryOptions()),
      queryClient.prefetchQuery(api.drops.upcoming.queryOptions()),
    ]),
  component: HomePage,
});

function HomePage() {
  const upcoming = useQuery(trpc.drops.upcoming.queryOptions()).data;
  return (
    <main>
      <title>Ukay · Vintage clothing, one of a kind</title>
      {/* The page's heading for screen readers and outlines: the hero's pictures say it to the eye. */}
      <h1 className="sr-only">Ukay: vintage clothing, one of a kind</h1>
      <HeroCarousel />
      <AnnouncementBar />
      {upcoming?.drop && (
        <Suspense fallback={<DropStripSpace open={Date.parse(upcoming.drop.drop_at) <= Date.parse(upcoming.server_time)} />}>
          <DropStrip />
        </Suspense>
      )}
      <NewDrops renderAction={(product) => <AddToCartButton product={product} />} />
    </main>
  );
}

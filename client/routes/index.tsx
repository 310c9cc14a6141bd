import { createFileRoute } from '@tanstack/react-router';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button.tsx';
import { NewDrops } from '../features/catalog/components/new-drops.tsx';
import { AnnouncementBar } from '../features/content/components/announcement-bar.tsx';
import { HeroCarousel } from '../features/content/components/hero-carousel.tsx';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient, trpc: api } }) =>
    Promise.all([
      queryClient.prefetchQuery(api.content.heroSlides.queryOptions()),
      queryClient.prefetchQuery(api.content.announcements.queryOptions()),
      queryClient.prefetchQuery(api.catalog.newDrops.queryOptions()),
    ]),
  component: HomePage,
});

function HomePage() {
  return (
    <main>
      <title>Ukay · Vintage clothing, one of a kind</title>
      {/* The page's heading for screen readers and outlines: the hero's pictures say it to the eye. */}
      <h1 className="sr-only">Ukay: vintage clothing, one of a kind</h1>
      <HeroCarousel />
      <AnnouncementBar />
      <NewDrops renderAction={(product) => <AddToCartButton product={product} />} />
    </main>
  );
}

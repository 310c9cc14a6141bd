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
      <HeroCarousel />
      <AnnouncementBar />
      <NewDrops renderAction={(product) => <AddToCartButton product={product} />} />
    </main>
  );
}

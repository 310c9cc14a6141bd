import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DROP_COVER_RATIO, imageSrcSet, imageVariantUrl, PRODUCT_IMAGE_WIDTHS } from '../../../../shared/images.ts';
import type { ProductCard } from '../../../../shared/schemas/catalog.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import type { PublicDropOutput } from '../../../../shared/schemas/drops.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { useDropPage } from '../hooks/use-drop-page.ts';
import { useLiveDrop } from '../hooks/use-live-drop.ts';
import { useServerCountdown } from '../hooks/use-server-countdown.ts';
import { DropCountdown } from './drop-countdown.tsx';
import { DropOpeningNotice } from './drop-opening-notice.tsx';
import { DropTeaser } from './drop-teaser.tsx';

type Props = {
  slug: string;
  /** The route hands in the catalogue's grid (features do not import features). */
  renderProducts: (products: ProductCard[]) => ReactNode;
};

/** /drops/{slug}: the countdown by the server's clock, the teaser, and at the time the pieces. */
export function DropPage({ slug, renderProducts }: Props) {
  const drop = useDropPage(slug);
  useLiveDrop(slug);
  if (drop.isError) {
    return <NotFoundPage title="Drop Not Found" text="This drop may have been taken down, or the link is mistyped." />;
  }
  return (
    <Container component="main" size="lg" py="xl" w="100%">
      {drop.isPending && <Skeleton height={240} aria-busy="true" aria-label="Loading the drop" />}
      {drop.data && <DropView drop={drop.data} offsetMs={drop.offsetMs} renderProducts={renderProducts} />}
    </Container>
  );
}

function DropView({ drop, offsetMs, renderProducts }: { drop: PublicDropOutput; offsetMs: number; renderProducts: Props['renderProducts'] }) {
  const remaining = useServerCountdown(Date.parse(drop.drop_at), offsetMs);
  return (
    <Stack gap="lg">
      <title>{`${drop.name} · Ukay`}</title>
      {drop.cover_key && (
        <img
          style={{ width: '100%', aspectRatio: DROP_COVER_RATIO, maxHeight: 420, objectFit: 'cover', borderRadius: 'var(--mantine-radius-md)' }}
          src={imageVariantUrl(drop.cover_key, PRODUCT_IMAGE_WIDTHS[1])}
          srcSet={imageSrcSet(drop.cover_key, PRODUCT_IMAGE_WIDTHS)}
          sizes="(min-width: 992px) 960px, 100vw"
          alt=""
          fetchPriority="high"
        />
      )}
      <Stack gap={4}>
        <Title order={1}>{drop.name}</Title>
        <Text c="dimmed">{momentText(drop.drop_at)}</Text>
      </Stack>
      {drop.description && <Text style={{ whiteSpace: 'pre-line' }}>{drop.description}</Text>}
      {drop.opening && <DropOpeningNotice opening={drop.opening} />}
      {drop.status === 'Cancelled' && (
        <Alert color="gray" title="This drop was cancelled">
          Its pieces are not coming out on this date. Keep an eye on the shop for the next one.
        </Alert>
      )}
      {drop.status === 'Upcoming' && (
        <>
          <DropCountdown remainingMs={remaining} />
          {drop.teaser && drop.teaser.length > 0 && <DropTeaser photos={drop.teaser} />}
        </>
      )}
      {drop.products && (
<section aria-label="The drop’s pieces">{renderProducts(drop.products)}</section>
      )}
    </Stack>
  );
}

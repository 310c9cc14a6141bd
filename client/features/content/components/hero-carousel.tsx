import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo } from 'react';
import { MOBILE_BREAKPOINT_PX, STOREFRONT_CAROUSEL_INTERVAL_MS } from '../../../../shared/constants.ts';
import { DESKTOP_SLIDE_WIDTHS, imageSrcSet, MOBILE_SLIDE_WIDTHS } from '../../../../shared/images.ts';
import type { HeroSlideOutput } from '../../../../shared/schemas/catalog.ts';
import { trpc } from '../../../lib/trpc.ts';

type Slide = { key: string; src: string; srcSet?: string; title: string | null; subtitle: string | null; link: string | null };

/** Shown when the carousel cannot be fetched (spec §8): the shop never opens on a blank band. */
const FALLBACK_SLIDES: Slide[] = [1, 2, 3].map((n) => ({
  key: `fallback-${n}`,
  src: `/hero/fallback-${n}.webp`,
  title: n === 1 ? 'Vintage, one of a kind' : null,
  subtitle: n === 1 ? 'Hand-picked in Pasig City' : null,
  link: n === 1 ? '/products' : null,
}));

function toSlide(slide: HeroSlideOutput): Slide | null {
  if (!slide.image_key || !slide.image_url) return null;
  const widths = slide.view_type === 'desktop' ? DESKTOP_SLIDE_WIDTHS : MOBILE_SLIDE_WIDTHS;
  return {
    key: String(slide.id),
    src: slide.image_url,
    srcSet: imageSrcSet(slide.image_key, widths),
    title: slide.title,
    subtitle: slide.subtitle,
    link: slide.link,
  };
}

/**
 * Desktop slides (2:1) from 768 px up, mobile slides (3:4) below (spec §9), rotating at the server's
 * interval. Embla's `duration` is in its own physics units, not milliseconds; 35 gives a glide close to
 * the spec's 700 ms transition.
 */
export function HeroCarousel() {
  const isDesktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`, true, { getInitialValueInEffect: false });
  const query = useQuery(trpc.catalog.heroCarousel.queryOptions());
  const interval = query.data?.interval ?? STOREFRONT_CAROUSEL_INTERVAL_MS;
  const autoplay = useMemo(() => Autoplay({ delay: interval, stopOnInteraction: false, stopOnMouseEnter: true }), [interval]);

  const viewType = isDesktop ? 'desktop' : 'mobile';
  const slides = query.isError
    ? FALLBACK_SLIDES
    : (query.data?.carousels ?? []).filter((slide) => slide.view_type === viewType).flatMap((slide) => toSlide(slide) ?? []);
  const ratio = isDesktop ? '2 / 1' : '3 / 4';

  if (query.isPending) return <Skeleton style={{ aspectRatio: ratio }} radius={0} aria-label="Loading" />;
  if (slides.length === 0) return null;

  return (
    <Carousel
      withIndicators={slides.length > 1}
      withControls={slides.length > 1 && isDesktop}
      emblaOptions={{ loop: true, duration: 35 }}
      plugins={slides.length > 1 ? [autoplay] : []}
      aria-label="Featured"
      className="hero-carousel"
    >
      {slides.map((slide, index) => (
        <Carousel.Slide key={slide.key}>
          <div className="hero-slide" style={{ aspectRatio: ratio }}>
            <img
              src={slide.src}
              srcSet={slide.srcSet}
              sizes="100vw"
              alt={slide.title ?? ''}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
            {(slide.title || slide.subtitle) && (
              <Stack className="hero-caption" gap="xs">
                {slide.title && (
                  <Title order={2} c="white" fz={{ base: 28, sm: 44 }}>
                    {slide.title}
                  </Title>
                )}
                {slide.subtitle && <Text c="white">{slide.subtitle}</Text>}
                {slide.link?.startsWith('/') && (
                  <Button component={Link} to={slide.link} variant="white" color="walnut.9" w="fit-content">
                    Shop now
                  </Button>
                )}
              </Stack>
            )}
          </div>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

import { Skeleton } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, STOREFRONT_CAROUSEL_INTERVAL_MS } from '../../../../shared/constants.ts';
import { DESKTOP_SLIDE_WIDTHS, imageSrcSet, MOBILE_SLIDE_WIDTHS } from '../../../../shared/images.ts';
import type { HeroSlideOutput } from '../../../../shared/schemas/content.ts';
import { RotationToggle } from '../../../components/content/rotation-toggle.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { HeroSlide, type Slide } from './hero-slide.tsx';

const HeroSlider = lazy(() => import('./hero-slider.tsx').then(({ HeroSlider }) => ({ default: HeroSlider })));

/** Shown when the carousel cannot be fetched (docs/product/api.md "Carousel and settings"): the shop never opens on a blank band. */
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

type SliderStart = 'none' | 'touched' | 'due';

/**
 * Desktop slides (2:1) from 768 px up, mobile slides (3:4) below (docs/product/screens.md "Shop Settings and hero slides"), rotating at the server's
 * interval. The slides are plain markup at first, painted as soon as the data is in; the slider (embla,
 * ~11 kB gzip) loads when the first rotation is due, or sooner if the shopper reaches for the hero,
 * so it is not part of the first load and does not hold up the largest paint. A button in its corner
 * pauses and plays the rotation.
 */
export function HeroCarousel() {
  const isDesktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`, true, { getInitialValueInEffect: false });
  const query = useQuery(trpc.content.heroSlides.queryOptions());
  const interval = query.data?.interval ?? STOREFRONT_CAROUSEL_INTERVAL_MS;
  const [sliderStart, setSliderStart] = useState<SliderStart>('none');
  // The slider replaces the strip's markup: swapped under a keyboard user's focus, it would drop
  // their focus on the page's body (a tab stop they cannot see). It waits until focus has left.
  const [focusInStrip, setFocusInStrip] = useState(false);
  // The shopper can pause the rotation, which also waits while their pointer or focus is on the slides,
  // and starts paused for those who ask their device for less motion (they may still play it).
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const [pausedByShopper, setPausedByShopper] = useState<boolean | null>(null);
  const [pointerInSlides, setPointerInSlides] = useState(false);
  const [focusInSlides, setFocusInSlides] = useState(false);
  const paused = pausedByShopper ?? reducedMotion;

  const viewType = isDesktop ? 'desktop' : 'mobile';
  const slides = query.isError
    ? FALLBACK_SLIDES
    : (query.data?.carousels ?? []).filter((slide) => slide.view_type === viewType).flatMap((slide) => toSlide(slide) ?? []);
  const ratio = isDesktop ? '2 / 1' : '3 / 4';
  const rotates = slides.length > 1;
  const playing = rotates && !paused && !pointerInSlides && !focusInSlides;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setSliderStart((start) => (start === 'none' ? 'due' : start)), interval);
    return () => clearTimeout(timer);
  }, [playing, interval]);

  if (query.isPending) return <Skeleton className="hero-slide" style={{ aspectRatio: ratio }} radius={0} aria-label="Loading" />;
  const [first] = slides;
  if (!first) return null;

  const touch = rotates && sliderStart === 'none' ? () => setSliderStart('touched') : undefined;
  // The slides side by side as the slider lays them out, the first in view: nothing moves when the
  // slider takes over, and the others load lazily as they would in it. Those out of view are inert,
  // so Tab never reaches a link hidden off to the side.
  const strip = (
    <section
      aria-label="Featured"
      className="hero-carousel hero-strip"
      onPointerEnter={touch}
      onTouchStart={touch}
      onFocus={() => {
        touch?.();
        setFocusInStrip(true);
      }}
      onBlur={(event) => setFocusInStrip(event.currentTarget.contains(event.relatedTarget))}
    >
      {slides.map((slide) => (
        <HeroSlide key={slide.key} slide={slide} ratio={ratio} first={slide === first} inert={slide !== first} />
      ))}
    </section>
  );
  if (!rotates) return strip;
  return (
    <div className="hero-frame">
      {/* The slides only: a pointer or focus on Play must not hold the rotation it has just started. */}
      <div
        onPointerEnter={() => setPointerInSlides(true)}
        onPointerLeave={() => setPointerInSlides(false)}
        onFocus={() => setFocusInSlides(true)}
        onBlur={(event) => setFocusInSlides(event.currentTarget.contains(event.relatedTarget))}
      >
        {sliderStart === 'none' || focusInStrip ? (
          strip
        ) : (
          <Suspense fallback={strip}>
            <HeroSlider slides={slides} ratio={ratio} isDesktop={isDesktop} interval={interval} advanceAtOnce={sliderStart === 'due'} playing={playing} />
          </Suspense>
        )}
      </div>
      <RotationToggle className="hero-rotation icon-button--white" paused={paused} onToggle={() => setPausedByShopper(!paused)} what="slides" />
    </div>
  );
}

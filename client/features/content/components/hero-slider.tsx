import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useMemo, useRef, useState } from 'react';
import { HeroSlide, type Slide } from './hero-slide.tsx';

type HeroSliderProps = {
  slides: Slide[];
  ratio: string;
  isDesktop: boolean;
  interval: number;
  /** The first slide has already been shown for a whole interval: move on at once. */
  advanceAtOnce: boolean;
  /** Whether it turns by itself: HeroCarousel decides (its pause button, the pointer, focus, reduced motion). */
  playing: boolean;
};

/**
 * The rotating hero. Embla's `duration` is in its own physics units, not milliseconds; 35 gives a
 * glide close to the 700 ms transition of docs/product/pieces-and-orders.md "Carousel and announcement rotation".
 */
export function HeroSlider({ slides, ratio, isDesktop, interval, advanceAtOnce, playing }: HeroSliderProps) {
  // Autoplay's own pauses (mouse, focus) would restart it when they end, over a shopper's Pause, and a
  // swipe stops it until `playing` next changes.
  const [startsPlaying] = useState(playing);
  const autoplay = useMemo(
    () => Autoplay({ delay: interval, playOnInit: startsPlaying, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false }),
    [interval, startsPlaying],
  );
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    // Autoplay sets itself up only over two snaps or more (none while a test's page has no layout).
    if (!embla || embla.scrollSnapList().length < 2) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, autoplay, playing]);
  // Mantine hands over the embla instance again whenever its effect re-runs: advance only once.
  const advanced = useRef(!advanceAtOnce);
  // Slides out of view stay inert: Tab would otherwise reach their links, and the browser scroll them
  // half into view under the slider's feet.
  const [selected, setSelected] = useState(0);
  return (
    <Carousel
      withIndicators
      withControls={isDesktop}
      emblaOptions={{ loop: true, duration: 35 }}
      plugins={[autoplay]}
      getEmblaApi={(api) => {
        setEmbla(api);
        if (advanced.current) return;
        advanced.current = true;
        api.scrollNext();
      }}
      onSlideChange={setSelected}
      aria-label="Featured"
      className="hero-carousel"
    >
      {slides.map((slide, index) => (
        <Carousel.Slide key={slide.key}>
          <HeroSlide slide={slide} ratio={ratio} first={index === 0} inert={index !== selected} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo, useRef, useState } from 'react';
import { HeroSlide, type Slide } from './hero-slide.tsx';

type HeroSliderProps = {
  slides: Slide[];
  ratio: string;
  isDesktop: boolean;
  interval: number;
  /** The first slide has already been shown for a whole interval: move on at once. */
  advanceAtOnce: boolean;
};

/**
 * The rotating hero. Embla's `duration` is in its own physics units, not milliseconds; 35 gives a
 * glide close to the 700 ms transition of docs/product/pieces-and-orders.md "Carousel and announcement rotation".
 */
export function HeroSlider({ slides, ratio, isDesktop, interval, advanceAtOnce }: HeroSliderProps) {
  const autoplay = useMemo(() => Autoplay({ delay: interval, stopOnInteraction: false, stopOnMouseEnter: true }), [interval]);
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
      getEmblaApi={(embla) => {
        if (advanced.current) return;
        advanced.current = true;
        embla.scrollNext();
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

import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SLIDE_SIZES } from '../../../../shared/images.ts';

export type Slide = { key: string; src: string; srcSet?: string; title: string | null; subtitle: string | null; link: string | null };

/** One slide of the hero: the picture filling its band, with the caption over it. */
export function HeroSlide({ slide, ratio, first, inert }: { slide: Slide; ratio: string; first: boolean; inert: boolean }) {
  return (
    <div className="hero-slide" style={{ aspectRatio: ratio }} inert={inert}>
      <img
        src={slide.src}
        srcSet={slide.srcSet}
        sizes={SLIDE_SIZES}
        alt={slide.title ?? ''}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      {(slide.title || slide.subtitle) && (
        <Stack className="hero-caption" gap="xs">
          {slide.title && (
            <Title order={2} c="white" fz={{ base: 24, sm: 44 }}>
              {slide.title}
            </Title>
          )}
          {slide.subtitle && (
            <Text c="white" fz={{ base: 'sm', sm: 'md' }}>
              {slide.subtitle}
            </Text>
          )}
          {slide.link?.startsWith('/') && (
            <Button component={Link} to={slide.link} variant="white" color="walnut.9" w="fit-content" className="tap-target">
              Shop now
            </Button>
          )}
        </Stack>
      )}
    </div>
  );
}

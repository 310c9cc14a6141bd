import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Group, Modal } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { TransformComponent } from 'react-zoom-pan-pinch';
import { imageVariantUrl, photoAvifSrcSet, photoSrcSet, PRODUCT_IMAGE_WIDTHS } from '../../../../shared/images.ts';
import type { Photo } from '../../../../shared/schemas/catalog.ts';
import { ZoomButtons } from '../../../components/zoom-buttons.tsx';
import { Zoomable } from '../../../components/zoomable.tsx';

const MAX_SCALE = 4;
/** The picture fills the narrower of the screen's sides, below the title and above the zoom buttons. */
const VIEWER_SIZES = '(min-aspect-ratio: 1/1) 100vh, 100vw';
const SLIDE_HEIGHT = 'calc(100dvh - 8.5rem)';
/** The whole photo, as large as the screen allows; not selectable, or a double tap would paint it blue. */
const IMAGE_STYLE = { display: 'block', width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none' } as const;

type ZoomablePhotoProps = { photo: Photo; alt: string; current: boolean; onZoomedChange: (zoomed: boolean) => void };

/**
 * One photo, zoomed by gesture or by the buttons (Zoomable). At its own size a swipe goes to the
 * carousel, to the next photo.
 */
function ZoomablePhoto({ photo, alt, current, onZoomedChange }: ZoomablePhotoProps) {
  const avif = photoAvifSrcSet(photo);
  return (
    <Zoomable maxScale={MAX_SCALE} onZoomedChange={onZoomedChange}>
      {({ scale, zoomIn, zoomOut }) => (
        <Group h="100%" gap="xs" justify="center" align="stretch" style={{ flexDirection: 'column' }} data-zoom={Math.round(scale * 100)}>
          <TransformComponent wrapperStyle={{ width: '100%', flex: 1, minHeight: 0, userSelect: 'none' }} contentStyle={{ width: '100%', height: '100%' }}>
            <picture style={{ display: 'contents' }}>
              {avif && <source type="image/avif" srcSet={avif} sizes={VIEWER_SIZES} />}
              <img
                src={imageVariantUrl(photo.key, PRODUCT_IMAGE_WIDTHS[1])}
                srcSet={photoSrcSet(photo)}
                sizes={VIEWER_SIZES}
                width={photo.width}
                height={photo.height}
                alt={alt}
                loading={current ? 'eager' : 'lazy'}
                style={IMAGE_STYLE}
              />
            </picture>
          </TransformComponent>
          <Group gap="xs" justify="center">
            <ZoomButtons scale={scale} maxScale={MAX_SCALE} zoomIn={zoomIn} zoomOut={zoomOut} />
          </Group>
        </Group>
      )}
    </Zoomable>
  );
}

type PhotoViewerProps = {
  photos: Photo[];
  name: string;
  opened: boolean;
  /** The photo shown; the page's main picture follows the viewer, and the viewer opens at it. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The control that opened the viewer, focused again once it closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

/**
 * A product's photos full screen (design.md §1 "Sharp product photos"): swipe or the arrow keys and buttons move between them,
 * Escape or the close button close it, and focus goes back to the picture that opened it. Photos out
 * of view are inert, so Tab reaches only the one shown.
 */
export function PhotoViewer({ photos, name, opened, index, onIndexChange, onClose, opener }: PhotoViewerProps) {
  const embla = useRef<EmblaCarouselType | null>(null);
  const [zoomed, setZoomed] = useState(false);
  // Wherever focus is in the viewer (a zoom button, the close button, nothing after a tap), the arrows move.
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') embla.current?.scrollPrev();
      else if (event.key === 'ArrowRight') embla.current?.scrollNext();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened]);
  // Focus goes back once the dialog and its focus trap are gone (the Modal mounted open, so it knows no opener).
  const wasOpened = useRef(opened);
  useEffect(() => {
    if (wasOpened.current && !opened) opener.current?.focus();
    wasOpened.current = opened;
  }, [opened, opener]);
  // Kept mounted while closed: opened again, it shows the picture the page shows now (a thumbnail may have switched it).
  useEffect(() => {
    if (opened && embla.current && embla.current.selectedScrollSnap() !== index) embla.current.scrollTo(index, true);
  }, [opened, index]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={`${name}: picture ${index + 1} of ${photos.length}`}
      // A thumb's 44 px for every control of the viewer (audit A-13: 28 and 26 px).
      closeButtonProps={{ 'aria-label': 'Close full screen', size: 44 }}
      transitionProps={{ duration: 0 }}
      returnFocus={false}
    >
      <Carousel
        height={SLIDE_HEIGHT}
        initialSlide={index}
        // Zoomed in, a drag moves the picture rather than the carousel.
        emblaOptions={{ watchDrag: !zoomed }}
        getEmblaApi={(api) => {
          embla.current = api;
        }}
        onSlideChange={(slide) => {
          setZoomed(false);
          onIndexChange(slide);
        }}
        withControls={photos.length > 1}
        withKeyboardEvents={false}
        controlSize={44}
        previousControlProps={{ 'aria-label': 'Previous picture' }}
        nextControlProps={{ 'aria-label': 'Next picture' }}
        aria-label={`Pictures of ${name}`}
      >
        {photos.map((photo, slide) => (
          <Carousel.Slide key={photo.key} inert={slide !== index} aria-label={`Picture ${slide + 1} of ${photos.length}`} role="group">
            <ZoomablePhoto photo={photo} alt={`${name}, picture ${slide + 1}`} current={slide === index} onZoomedChange={setZoomed} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Modal>
  );
}

import { Stack, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { PRODUCT_MAIN_IMAGE_SIZES } from '../../../../shared/images.ts';
import type { Photo } from '../../../../shared/schemas/catalog.ts';
import { ProductImage } from './product-image.tsx';

const THUMB_SIZES = '(min-width: 992px) 110px, 20vw';
/** The full-screen viewer (carousel, zoom) loads on first use: the product page's first load has no room (design.md §5). */
const PhotoViewer = lazy(() => import('./photo-viewer.tsx').then(({ PhotoViewer }) => ({ default: PhotoViewer })));

/**
 * The main picture, which opens the full-screen viewer (swipe, pinch and double-tap zoom, design.md §1 "Sharp product photos"),
 * and below it thumbnails in five columns (docs/product/screens.md "Product page") that switch it.
 */
export function ProductGallery({ photos, name }: { photos: Photo[]; name: string }) {
  const [selected, setSelected] = useState(0);
  // Once loaded the viewer stays mounted, closed, and opens again at once.
  const [viewer, setViewer] = useState({ loaded: false, opened: false });
  const opener = useRef<HTMLButtonElement>(null);
  const current = photos[selected] ?? photos[0];
  const main = <ProductImage photo={current} alt={name} sizes={PRODUCT_MAIN_IMAGE_SIZES} priority detail />;
  return (
    <Stack gap="sm">
      {current ? (
        <UnstyledButton
          ref={opener}
          className="gallery-main"
          onClick={() => setViewer({ loaded: true, opened: true })}
          aria-label={`${name}: view picture ${selected + 1} of ${photos.length} full screen`}
          aria-haspopup="dialog"
        >
          {main}
        </UnstyledButton>
      ) : (
        main
      )}
      {photos.length > 1 && (
        <div className="gallery-thumbs">
          {photos.map((photo, index) => (
            <UnstyledButton
              key={photo.key}
              onClick={() => setSelected(index)}
              aria-label={`Show picture ${index + 1} of ${photos.length}`}
              aria-pressed={index === selected}
              className="gallery-thumb"
              data-active={index === selected || undefined}
            >
              <ProductImage photo={photo} alt="" sizes={THUMB_SIZES} />
            </UnstyledButton>
          ))}
        </div>
      )}
      {viewer.loaded && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            name={name}
            opened={viewer.opened}
            index={selected}
            onIndexChange={setSelected}
            onClose={() => setViewer({ loaded: true, opened: false })}
            opener={opener}
          />
        </Suspense>
      )}
    </Stack>
  );
}

import { Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { PRODUCT_MAIN_IMAGE_SIZES } from '../../../../shared/images.ts';
import type { Photo } from '../../../../shared/schemas/catalog.ts';
import { ProductImage } from './product-image.tsx';

const THUMB_SIZES = '(min-width: 992px) 110px, 20vw';

/** The main picture and, below it, thumbnails in five columns (spec §2) that switch it. */
export function ProductGallery({ photos, name }: { photos: Photo[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = photos[selected] ?? photos[0];
  return (
    <Stack gap="sm">
      <ProductImage photo={current} alt={name} sizes={PRODUCT_MAIN_IMAGE_SIZES} priority />
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
    </Stack>
  );
}

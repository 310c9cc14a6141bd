import { ActionIcon, Box, Image, Skeleton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { imageVariantUrl, PRODUCT_IMAGE_WIDTHS } from '../../../../shared/images.ts';
import { useDataUrl } from '../../../lib/use-data-url.ts';
import type { FormImage } from '../product-form-values.ts';

const TILE_PX = 120;

function NewImage({ file, alt }: { file: File; alt: string }) {
  const url = useDataUrl(file);
  return url ? <Image src={url} alt={alt} w={TILE_PX} h={TILE_PX} radius="sm" /> : <Skeleton w={TILE_PX} h={TILE_PX} />;
}

/** A square preview of a form image with a remove mark: saved images from their smallest variant. */
export function FormImageTile({ image, alt, onRemove }: { image: FormImage; alt: string; onRemove: () => void }) {
  return (
    <Box pos="relative" w={TILE_PX} h={TILE_PX}>
      {image.kind === 'existing' ? (
        <Image src={imageVariantUrl(image.key, PRODUCT_IMAGE_WIDTHS[0])} alt={alt} w={TILE_PX} h={TILE_PX} radius="sm" />
      ) : (
        <NewImage file={image.file} alt={alt} />
      )}
      <ActionIcon pos="absolute" top={4} right={4} size="sm" color="red" radius="xl" onClick={onRemove} aria-label={`Remove ${alt}`}>
        <IconX size={14} />
      </ActionIcon>
    </Box>
  );
}

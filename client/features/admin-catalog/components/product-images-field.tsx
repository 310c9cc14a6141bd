import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { nanoid } from 'nanoid';
import { useState } from 'react';
import { MAX_PRODUCT_IMAGES } from '../../../../shared/schemas/admin-catalog.ts';
import { ImageCropDialog } from '../../../components/image-crop-dialog.tsx';
import { formImageId, movedImage, orderedImages, type FormImage } from '../product-form-values.ts';
import { FormImageTile, type TileControl } from './form-image-tile.tsx';

const SQUARE = 1;
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

type Props = {
  mainImage: FormImage | null;
  additionalImages: FormImage[];
  onMainImageChange: (image: FormImage | null) => void;
  onAdditionalImagesChange: (images: FormImage[]) => void;
  errors: { image?: string; additional?: string };
};

type CropQueue = { target: 'main' | 'additional'; files: File[] };
/** The photo just moved and the control that moved it, to keep focus there and say where it went. */
type LastMove = { image: string; control: TileControl; place: number; count: number; move: number };

/**
 * The product's pictures (docs/product/screens.md "Product form"): every picked image is cropped square before it is taken, several
 * additional images one after another; new and saved images alike can be removed before saving, moved
 * earlier or later, and any made the main image (design.md §1 "Sharp product photos"). The order shown is the order saved.
 */
export function ProductImagesField({ mainImage, additionalImages, onMainImageChange, onAdditionalImagesChange, errors }: Props) {
  const [queue, setQueue] = useState<CropQueue>({ target: 'main', files: [] });
  const [lastMove, setLastMove] = useState<LastMove | null>(null);
  const room = MAX_PRODUCT_IMAGES - 1 - additionalImages.length;
  const order = orderedImages({ mainImage, additionalImages });

  const move = (image: FormImage, to: number, control: TileControl) => {
    const moved = movedImage({ mainImage, additionalImages }, order.indexOf(image), to);
    onMainImageChange(moved.mainImage);
    onAdditionalImagesChange(moved.additionalImages);
    setLastMove({ image: formImageId(image), control, place: to + 1, count: order.length, move: (lastMove?.move ?? 0) + 1 });
  };
  /** The controls of the photo at `place` in the shoppers' order. */
  const controlsOf = (image: FormImage) => {
    const place = order.indexOf(image);
    return {
      onMoveEarlier: place > 0 ? () => move(image, place - 1, 'earlier') : undefined,
      onMoveLater: place < order.length - 1 ? () => move(image, place + 1, 'later') : undefined,
      onMakeMain: place > 0 ? () => move(image, 0, 'main') : undefined,
      focusRequest: lastMove?.image === formImageId(image) ? { control: lastMove.control, move: lastMove.move } : undefined,
    };
  };

  const applyCrop = (file: File) => {
    const image: FormImage = { kind: 'new', file, id: nanoid() };
    // Each crop is its own click, so the list here already holds the crops applied before it.
    if (queue.target === 'main') onMainImageChange(image);
    else onAdditionalImagesChange([...additionalImages, image]);
  };

  return (
    <Stack gap="md">
      <Input.Wrapper label="Main image" description="Cropped square; shown on the product card." error={errors.image}>
        <Group mt="xs" align="flex-end">
          {mainImage && <FormImageTile image={mainImage} alt="Main image" onRemove={() => onMainImageChange(null)} {...controlsOf(mainImage)} />}
          <FileButton accept={ACCEPT} onChange={(file) => file && setQueue({ target: 'main', files: [file] })}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhotoPlus size={18} />}>
                {mainImage ? 'Replace main image' : 'Choose main image'}
              </Button>
            )}
          </FileButton>
        </Group>
      </Input.Wrapper>

      <Input.Wrapper label="Additional images" description="Each is cropped square, one after another." error={errors.additional}>
        <Group mt="xs" align="flex-end">
          {additionalImages.map((image, index) => (
            <FormImageTile
              key={formImageId(image)}
              image={image}
              alt={`Additional image ${index + 1}`}
              onRemove={() => onAdditionalImagesChange(additionalImages.filter((other) => other !== image))}
              {...controlsOf(image)}
            />
          ))}
          <FileButton
            accept={ACCEPT}
            multiple
            disabled={room <= 0}
            onChange={(files) => files.length > 0 && setQueue({ target: 'additional', files: files.slice(0, room) })}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhotoPlus size={18} />}>
                Add images
              </Button>
            )}
          </FileButton>
        </Group>
        {room <= 0 && (
          <Text size="xs" c="dimmed" mt={4}>
            A product can have at most {MAX_PRODUCT_IMAGES} images.
          </Text>
        )}
      </Input.Wrapper>

      <Text className="sr-only" aria-live="polite">
        {lastMove ? `Moved to place ${lastMove.place} of ${lastMove.count}${lastMove.place === 1 ? ', the main image' : ''}.` : ''}
      </Text>

      <ImageCropDialog
        files={queue.files}
        aspectRatio={SQUARE}
        title={queue.target === 'main' ? 'Crop Main Image' : 'Crop Additional Image'}
        description="Product images are square (1:1). The larger the area you keep, the closer shoppers can zoom in on fabric and flaws."
        onApply={applyCrop}
        onDone={() => setQueue({ target: queue.target, files: [] })}
      />
    </Stack>
  );
}

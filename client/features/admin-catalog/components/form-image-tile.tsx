import { ActionIcon, Box, Button, Group, Image, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconStar, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { imageVariantUrl, PRODUCT_IMAGE_WIDTHS } from '../../../../shared/images.ts';
import { useDataUrl } from '../../../lib/use-data-url.ts';
import type { FormImage } from '../product-form-values.ts';

/** Three 44 px controls and the gaps between them: every tap target on a phone stays ≥ 44 px. */
const TILE_PX = 140;
const CONTROL_PX = 44;

export type TileControl = 'earlier' | 'later' | 'main';

function NewImage({ file, alt }: { file: File; alt: string }) {
  const url = useDataUrl(file);
  return url ? <Image src={url} alt={alt} w={TILE_PX} h={TILE_PX} radius="sm" /> : <Skeleton w={TILE_PX} h={TILE_PX} />;
}

type Props = {
  image: FormImage;
  alt: string;
  onRemove: () => void;
  /** Absent where the move is impossible (the first photo moves no earlier, the last no later). */
  onMoveEarlier?: () => void;
  onMoveLater?: () => void;
  /** Absent on the main image itself. */
  onMakeMain?: () => void;
  /**
   * The control to focus once the tile has moved, so the keyboard stays on the photo it moves; `move`
   * counts the moves, so focus is taken once per move and never again on a later render.
   */
  focusRequest?: { control: TileControl; move: number };
};

/**
 * A square preview of a form image (saved images from their smallest variant) with its controls:
 * move earlier or later, make main (design.md §1 "Sharp product photos"), remove.
 */
export function FormImageTile({ image, alt, onRemove, onMoveEarlier, onMoveLater, onMakeMain, focusRequest }: Props) {
  const earlier = useRef<HTMLButtonElement>(null);
  const later = useRef<HTMLButtonElement>(null);
  const control = focusRequest?.control;
  const move = focusRequest?.move;
  useEffect(() => {
    if (move === undefined) return;
    // The control pressed may now be disabled (the photo reached an end): the other arrow takes focus.
    const first = control === 'earlier' ? earlier : later;
    const other = control === 'earlier' ? later : earlier;
    (first.current?.disabled ? other : first).current?.focus();
  }, [control, move]);

  return (
    <Stack gap={4} w={TILE_PX}>
      <Box w={TILE_PX} h={TILE_PX}>
        {image.kind === 'existing' ? (
          <Image src={imageVariantUrl(image.key, PRODUCT_IMAGE_WIDTHS[0])} alt={alt} w={TILE_PX} h={TILE_PX} radius="sm" />
        ) : (
          <NewImage file={image.file} alt={alt} />
        )}
      </Box>
      <Group gap={4} wrap="nowrap" justify="space-between">
        <ActionIcon ref={earlier} size={CONTROL_PX} variant="default" onClick={onMoveEarlier} disabled={!onMoveEarlier} aria-label={`Move ${alt} earlier`}>
          <IconArrowLeft size={18} />
        </ActionIcon>
        <ActionIcon ref={later} size={CONTROL_PX} variant="default" onClick={onMoveLater} disabled={!onMoveLater} aria-label={`Move ${alt} later`}>
          <IconArrowRight size={18} />
        </ActionIcon>
        <ActionIcon size={CONTROL_PX} variant="light" color="red" onClick={onRemove} aria-label={`Remove ${alt}`}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
      {onMakeMain && (
        <Button size="xs" h={CONTROL_PX} variant="default" leftSection={<IconStar size={16} />} onClick={onMakeMain} aria-label={`Make ${alt} the main image`}>
          Make main
        </Button>
      )}
    </Stack>
  );
}

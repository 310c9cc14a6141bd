import 'react-advanced-cropper/dist/style.css';
import './image-crop-editor.css';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Cropper, type CropperRef } from 'react-advanced-cropper';
import { useDataUrl } from '../lib/use-data-url.ts';
import { canvasToJpegFile } from './crop-output-file.ts';
import { cropOutputFor, cropSizeLine } from './crop-output.ts';
import { initialCropSize } from './image-crop-area.ts';

/** Handles a thumb can take hold of (image-crop-editor.css). */
const HANDLES = { handlerClassNames: { default: 'crop-handle' }, handlerWrapperClassNames: { default: 'crop-handle-target' } };

export type ImageCropEditorProps = {
  source: File;
  aspectRatio: number;
  description: string;
  fileName: string;
  onApply: (cropped: File) => void;
  onCancel: () => void;
};

/** The body of the crop dialog for one image: the cropper, what it will produce, and the two actions. */
export function ImageCropEditor({ source, aspectRatio, description, fileName, onApply, onCancel }: ImageCropEditorProps) {
  const cropperRef = useRef<CropperRef>(null);
  const src = useDataUrl(source);
  // The chosen area's width in the picture's own pixels: a product crop keeps that resolution.
  const [areaWidth, setAreaWidth] = useState<number | undefined>(undefined);
  const hasArea = areaWidth !== undefined;
  const [applying, setApplying] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const output = cropOutputFor(aspectRatio, areaWidth);

  const updateArea = (cropper: CropperRef) => {
    const area = cropper.getCoordinates();
    setAreaWidth(area && area.width > 0 && area.height > 0 ? area.width : undefined);
  };

  const apply = async () => {
    const cropper = cropperRef.current;
    if (!cropper) return;
    setApplying(true);
    // fillColor: JPEG has no transparency, and a transparent PNG would otherwise turn black.
    const canvas = cropper.getCanvas({ width: output.width, height: output.height, fillColor: '#ffffff', imageSmoothingQuality: 'high' });
    const cropped = await canvasToJpegFile(canvas, fileName, output.quality);
    setApplying(false);
    if (cropped) onApply(cropped);
  };

  return (
    <Stack gap="sm" h="100%">
      <Text size="sm">{description}</Text>
      <Text size="sm" fw={600}>
        {cropSizeLine(aspectRatio, areaWidth)}
      </Text>
      <Box flex={1} mih={240} bg="dark.9" style={{ overflow: 'hidden', borderRadius: 'var(--mantine-radius-sm)' }}>
        {src && (
          <Cropper
            ref={cropperRef}
            src={src}
            stencilProps={{ aspectRatio, grid: true, ...HANDLES }}
            defaultSize={({ imageSize }) => initialCropSize(imageSize, aspectRatio)}
            onReady={updateArea}
            onChange={updateArea}
            onError={() => setUnreadable(true)}
            style={{ height: '100%' }}
          />
        )}
      </Box>
      {unreadable && (
        <Text size="sm" c="red.8" role="alert">
          This file could not be opened as an image. Cancel and pick another one.
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Preview: the cropped image replaces the one you picked and is shown in the form; nothing is uploaded until you save.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={applying}>
          Cancel
        </Button>
        <Button onClick={() => void apply()} disabled={!hasArea} loading={applying}>
          Apply Crop &amp; Continue
        </Button>
      </Group>
    </Stack>
  );
}

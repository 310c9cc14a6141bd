import { Modal } from '@mantine/core';
import { useState } from 'react';
import { jpegFileName } from './crop-output-file.ts';
import { ImageCropEditor } from './image-crop-editor.tsx';

export type ImageCropDialogProps = {
  /**
   * Images waiting to be cropped, one after another (docs/product/screens.md "Product form": several additional images are cropped
   * in turn). The dialog is open while one is left; an empty list keeps it closed.
   */
  files: readonly File[];
  /** Width ÷ height of the crop, e.g. 1 for products, 2 or 3 / 4 for hero slides. */
  aspectRatio: number;
  title?: string;
  description?: string;
  /** Name of each cropped file; by default the picked file's name with a .jpg extension. */
  fileName?: (source: File) => string;
  /** Called once for each applied crop, in queue order, with a JPEG of the size docs/product/rules.md "Images and crops" sets. */
  onApply: (cropped: File, source: File) => void;
  /** Called when every file has been applied or cancelled; set `files` back to [] here. */
  onDone: () => void;
};

/**
 * The image crop dialog (docs/product/screens.md "Image crop dialog"): full screen, Cancel and the close mark discard the current image (and go
 * on to the next one in the queue), 'Apply Crop & Continue' hands the cropped file over and goes on.
 */
export function ImageCropDialog({
  files,
  aspectRatio,
  title = 'Crop Image',
  description = 'Drag the frame or its corners to choose the part of the image to keep.',
  fileName = jpegFileName,
  onApply,
  onDone,
}: ImageCropDialogProps) {
  const [queue, setQueue] = useState({ files, position: 0 });
  // A new list starts again at its first file. Compared by content, so a caller may pass `[file]` inline.
  const sameQueue = queue.files.length === files.length && queue.files.every((file, index) => file === files[index]);
  if (!sameQueue) setQueue({ files, position: 0 });
  const position = sameQueue ? queue.position : 0;
  const source = files[position];

  const next = () => {
    setQueue({ files, position: position + 1 });
    if (position + 1 >= files.length) onDone();
  };
  const progress = files.length > 1 ? ` (${position + 1} of ${files.length})` : '';

  return (
    <Modal opened={source !== undefined} onClose={next} title={`${title}${progress}`} fullScreen closeButtonProps={{ 'aria-label': 'Close and discard this image' }} styles={FILL_SCREEN}>
      {source && (
        <ImageCropEditor
          // A fresh cropper per file: its area and loading state belong to that image only.
          key={position}
          source={source}
          aspectRatio={aspectRatio}
          description={description}
          fileName={fileName(source)}
          onApply={(cropped) => {
            onApply(cropped, source);
            next();
          }}
          onCancel={next}
        />
      )}
    </Modal>
  );
}

/** Lets the cropper take whatever height the title and the actions leave, at any screen size. */
const FILL_SCREEN = {
  content: { display: 'flex', flexDirection: 'column' },
  body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
} as const;

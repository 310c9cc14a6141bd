import { ActionIcon } from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';

type Props = {
  scale: number;
  maxScale: number;
  zoomIn: () => void;
  zoomOut: () => void;
  /** A third button back to the picture's own size, where the screen has room for it. */
  reset?: () => void;
};

/**
 * The buttons beside a pinch-and-double-tap picture (react-zoom-pan-pinch): zooming without a gesture,
 * for a mouse, a keyboard or a screen reader. Each 44 px, disabled at the scale's ends.
 */
export function ZoomButtons({ scale, maxScale, zoomIn, zoomOut, reset }: Props) {
  return (
    <>
      <ActionIcon variant="default" size={44} aria-label="Zoom in" onClick={zoomIn} disabled={scale >= maxScale}>
        <IconZoomIn size={22} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="default" size={44} aria-label="Zoom out" onClick={zoomOut} disabled={scale <= 1}>
        <IconZoomOut size={22} aria-hidden />
      </ActionIcon>
      {reset && (
        <ActionIcon variant="default" size={44} aria-label="Reset zoom" onClick={reset} disabled={scale <= 1}>
          <IconZoomReset size={22} aria-hidden />
        </ActionIcon>
      )}
    </>
  );
}

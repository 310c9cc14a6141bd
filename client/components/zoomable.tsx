import { useState, type ReactNode } from 'react';
import { TransformWrapper } from 'react-zoom-pan-pinch';

/** What a zoomable picture's content is drawn with: its scale now, and the moves its buttons make. */
export type ZoomControls = { scale: number; zoomIn: () => void; zoomOut: () => void; reset: () => void };

type Props = {
  maxScale: number;
  /** Told when the picture leaves or comes back to its own size (a carousel swipes only at 1×). */
  onZoomedChange?: (zoomed: boolean) => void;
  /** The picture inside a TransformComponent, and its ZoomButtons, drawn from the controls. */
  children: (controls: ZoomControls) => ReactNode;
};

/**
 * One way to zoom a picture (react-zoom-pan-pinch) wherever the shop shows one up close: pinch, or
 * double tap (double click) to zoom where the finger is and again to go back, drag to move once zoomed.
 * At its own size a drag is not the picture's: it scrolls the page or swipes the carousel around it.
 */
export function Zoomable({ maxScale, onZoomedChange, children }: Props) {
  const [scale, setScale] = useState(1);
  return (
    <TransformWrapper
      minScale={1}
      maxScale={maxScale}
      doubleClick={{ mode: 'toggle', step: 1 }}
      panning={{ disabled: scale <= 1 }}
      onTransform={(_, state) => {
        setScale(state.scale);
        onZoomedChange?.(state.scale > 1);
      }}
    >
      {({ zoomIn, zoomOut, resetTransform }) =>
        children({ scale, zoomIn: () => void zoomIn(), zoomOut: () => void zoomOut(), reset: () => void resetTransform() })
      }
    </TransformWrapper>
  );
}

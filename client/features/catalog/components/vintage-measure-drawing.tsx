import { MEASUREMENT_LABELS, type Measurement } from '../../../../shared/vintage-details.ts';

type Line = { x1: number; y1: number; x2: number; y2: number; label: { x: number; y: number } };

/** Where each measurement is taken on a top laid flat (dresses too: waist and hip below the arms). */
const TOP_LINES: Partial<Record<Measurement, Line>> = {
  shoulder: { x1: 70, y1: 30, x2: 170, y2: 30, label: { x: 120, y: 22 } },
  pit_to_pit: { x1: 72, y1: 82, x2: 168, y2: 82, label: { x: 120, y: 76 } },
  waist: { x1: 76, y1: 130, x2: 164, y2: 130, label: { x: 120, y: 124 } },
  hip: { x1: 72, y1: 170, x2: 168, y2: 170, label: { x: 120, y: 164 } },
  sleeve: { x1: 170, y1: 30, x2: 214, y2: 100, label: { x: 212, y: 58 } },
  length: { x1: 52, y1: 36, x2: 52, y2: 200, label: { x: 46, y: 120 } },
};

/** And on trousers laid flat. */
const BOTTOM_LINES: Partial<Record<Measurement, Line>> = {
  waist: { x1: 80, y1: 22, x2: 160, y2: 22, label: { x: 120, y: 16 } },
  hip: { x1: 76, y1: 64, x2: 164, y2: 64, label: { x: 120, y: 58 } },
  rise: { x1: 120, y1: 30, x2: 120, y2: 92, label: { x: 128, y: 84 } },
  inseam: { x1: 128, y1: 96, x2: 150, y2: 206, label: { x: 150, y: 150 } },
  length: { x1: 66, y1: 24, x2: 66, y2: 206, label: { x: 60, y: 120 } },
};

const TOP_OUTLINE = 'M70 30 L100 22 Q120 34 140 22 L170 30 L214 100 L190 112 L168 78 L168 200 L72 200 L72 78 L50 112 L26 100 Z';
const BOTTOM_OUTLINE = 'M80 24 L160 24 L166 206 L128 206 L120 96 L112 206 L74 206 Z';

type Props = { bottoms: boolean; measurements: Measurement[] };

/**
 * "How we measure": the garment laid flat, with a line for each measurement the piece has, labelled.
 * Loaded only when a shopper opens it (design.md §5).
 */
export function VintageMeasureDrawing({ bottoms, measurements }: Props) {
  const lines = bottoms ? BOTTOM_LINES : TOP_LINES;
  const shown = measurements.filter((name) => lines[name]);
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox="0 0 240 220" width="100%" style={{ maxWidth: 360 }} role="img" aria-labelledby="how-we-measure-caption">
        <path d={bottoms ? BOTTOM_OUTLINE : TOP_OUTLINE} fill="var(--mantine-color-gray-1)" stroke="var(--mantine-color-gray-6)" strokeWidth={2} />
        {shown.map((name) => {
          const line = lines[name];
          if (!line) return null;
          return (
            <g key={name}>
              <line x1={line.x1} y1={line.y1} x2={line.x2} y2={line.y2} stroke="var(--mantine-color-rust-8)" strokeWidth={2} strokeDasharray="5 3" />
              <text x={line.label.x} y={line.label.y} fontSize={11} textAnchor="middle" fill="var(--mantine-color-text)">
                {MEASUREMENT_LABELS[name]}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id="how-we-measure-caption" style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
        Measured laid flat, seam to seam: {shown.map((name) => MEASUREMENT_LABELS[name].toLowerCase()).join(', ')}. Double pit to pit for the chest all around.
      </figcaption>
    </figure>
  );
}

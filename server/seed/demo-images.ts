/**
 * Draws the demo catalogue's pictures: a garment silhouette on a warm backdrop, so a fresh shop looks
 * alive without shipping photographs. SVG in, raster out through the same pipeline as real uploads.
 */
import { PRODUCT_DETAIL_WIDTHS } from '../../shared/images.ts';

export type Garment = 'tee' | 'dress' | 'jacket' | 'pants' | 'skirt';

const SILHOUETTES: Record<Garment, string> = {
  tee: 'M250 170 L330 130 Q400 165 470 130 L550 170 L640 260 L575 320 L530 285 L530 650 L270 650 L270 285 L225 320 L160 260 Z',
  dress: 'M330 130 Q400 165 470 130 L490 250 L455 330 L600 660 L200 660 L345 330 L310 250 Z',
  jacket: 'M260 160 L345 120 L400 230 L455 120 L540 160 L650 300 L600 360 L560 320 L560 660 L420 660 L400 260 L380 660 L240 660 L240 320 L200 360 L150 300 Z',
  pants: 'M280 130 L520 130 L560 660 L440 660 L400 300 L360 660 L240 660 Z',
  skirt: 'M300 170 L500 170 L600 620 Q400 670 200 620 Z',
};

export const PALETTES = [
  { back: '#efe3cf', ink: '#8a3b2e', accent: '#d9a441' },
  { back: '#e4e8dc', ink: '#3d5a40', accent: '#b5835a' },
  { back: '#f1dfd6', ink: '#6b2d3c', accent: '#e0b07a' },
  { back: '#dfe5ea', ink: '#2f4858', accent: '#c46d4b' },
  { back: '#f3e9c6', ink: '#5b4a2f', accent: '#8aa17a' },
  { back: '#eadbe6', ink: '#4b3a5a', accent: '#d7a86e' },
] as const;

export type Palette = (typeof PALETTES)[number];

function pattern(palette: Palette, variant: number): string {
  if (variant % 3 === 1) {
    return `<pattern id="p" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="18" cy="18" r="6" fill="${palette.accent}"/></pattern>`;
  }
  if (variant % 3 === 2) {
    return `<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="20" height="40" fill="${palette.accent}"/></pattern>`;
  }
  return `<pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="${palette.ink}"/></pattern>`;
}

/**
 * Drawn on an 800 unit square, rendered at 1200 px (design.md §1 "Sharp product photos"): sharp on a 3× phone, with a detail
 * width beyond the card's, while a fresh shop's first start stays quick.
 */
export const DEMO_PICTURE_PX = PRODUCT_DETAIL_WIDTHS[0];

export function garmentSvg(garment: Garment, palette: Palette, variant: number): string {
  const shape = SILHOUETTES[garment];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_PICTURE_PX}" height="${DEMO_PICTURE_PX}" viewBox="0 0 800 800">
  <defs>${pattern(palette, variant)}<radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="${palette.back}"/></radialGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <ellipse cx="400" cy="700" rx="260" ry="26" fill="#000" opacity="0.08"/>
  <path d="${shape}" fill="${palette.ink}"/>
  <path d="${shape}" fill="url(#p)" opacity="0.35"/>
</svg>`;
}

export function slideSvg(width: number, height: number, palette: Palette): string {
  const r = Math.min(width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.back}"/><stop offset="1" stop-color="${palette.accent}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.45}" r="${r * 0.32}" fill="${palette.ink}" opacity="0.85"/>
  <circle cx="${width * 0.62}" cy="${height * 0.75}" r="${r * 0.16}" fill="#fffaf0" opacity="0.6"/>
  <rect x="${width * 0.06}" y="${height * 0.12}" width="${width * 0.04}" height="${height * 0.76}" fill="${palette.ink}" opacity="0.25"/>
</svg>`;
}

/** sharp loads only when a fresh shop is seeded, not with every server start (the memory budget, design.md §5). */
export async function rasterise(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** WCAG 2.2 AA's least contrast for body text (success criterion 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#([0-9a-f]{6})$/i;

/** A channel of sRGB (0–255) made linear, as WCAG's relative luminance defines it. */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number | null {
  const digits = HEX_COLOUR.exec(hex.trim())?.[1];
  if (digits === undefined) return null;
  const [red, green, blue] = [0, 2, 4].map((start) => linear(parseInt(digits.slice(start, start + 2), 16))) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * The WCAG contrast ratio (1 to 21) of two #RRGGBB colours, in either order; null while either is not
 * a whole colour yet (the owner is still typing it).
 */
export function contrastRatio(first: string, second: string): number | null {
  const a = luminance(first);
  const b = luminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** A ratio as WebAIM's checker prints it, to two places, cut rather than rounded so that 4.499 never reads as a passing 4.5: '4.49:1'. */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 100) / 100}:1`;
}

/** Image variants are made once at upload (design.md §1); the client picks one with srcset. */
export const PRODUCT_IMAGE_WIDTHS = [400, 800] as const;
export const DESKTOP_SLIDE_WIDTHS = [800, 1600] as const;
export const MOBILE_SLIDE_WIDTHS = [540, 1080] as const;

export function imageVariantUrl(key: string, width: number): string {
  return `/media/${key}-${width}.webp`;
}

export function imageSrcSet(key: string, widths: readonly number[]): string {
  return widths.map((width) => `${imageVariantUrl(key, width)} ${width}w`).join(', ');
}

/**
 * Turns the cropper's result canvas into the JPEG file a form uploads. docs/product/rules.md "Crop": without a 2D canvas or
 * with an empty result nothing is produced, and the reason goes to the console only.
 */
export async function canvasToJpegFile(canvas: HTMLCanvasElement | null, fileName: string, quality: number): Promise<File | null> {
  if (!canvas?.getContext('2d')) {
    console.error('No 2d context');
    return null;
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob || blob.size === 0) {
    console.error('Canvas is empty');
    return null;
  }
  return new File([blob], fileName, { type: 'image/jpeg' });
}

/** `photo.png` → `photo.jpg`: the crop is always re-encoded as JPEG. */
export function jpegFileName(source: File): string {
  const base = source.name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.jpg`;
}

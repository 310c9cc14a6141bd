type Size = { width: number; height: number };

/** docs/product/screens.md "Image crop dialog": the crop starts as a centred area covering 90 % of the image… */
const INITIAL_COVERAGE = 0.9;

/**
 * …fitted to the target aspect ratio once the image's size is known: the largest area of that ratio
 * inside 90 % of the image's width and height. The cropper centres it.
 */
export function initialCropSize(image: Size, aspectRatio: number): Size {
  const maxWidth = image.width * INITIAL_COVERAGE;
  const maxHeight = image.height * INITIAL_COVERAGE;
  const width = Math.min(maxWidth, maxHeight * aspectRatio);
  return { width, height: width / aspectRatio };
}

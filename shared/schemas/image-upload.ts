import { z } from 'zod';
import { blankToUndefined } from './common.ts';

export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;

export const IMAGE_UPLOAD_MESSAGES = {
  notFile: 'The image must be an image file',
  tooLarge: 'Each image must be at most 10 MB.',
  empty: 'The image file is empty.',
} as const;

/** How the OpenAPI document describes a file part of a multipart body. */
export const FILE_PART = { type: 'string', format: 'binary' } as const;

/** A browser sends an empty, nameless file part for a file input left empty: that is no file. */
export const isEmptyFilePart = (value: unknown) => value instanceof File && value.size === 0 && value.name === '';

/**
 * An uploaded picture. Only its size is checked here: the server's image pipeline checks its bytes.
 * A named file of no bytes was chosen and then lost (or sent on purpose): it is refused, not skipped.
 */
export const ImageFile = z
  .instanceof(File, { error: IMAGE_UPLOAD_MESSAGES.notFile })
  .refine((file) => file.size > 0, IMAGE_UPLOAD_MESSAGES.empty)
  .refine((file) => file.size <= MAX_IMAGE_UPLOAD_BYTES, IMAGE_UPLOAD_MESSAGES.tooLarge)
  .meta(FILE_PART);

/** An image field that may be left empty (blank, or an empty file part). */
export const OptionalImageFile = z.preprocess((value) => (isEmptyFilePart(value) ? undefined : blankToUndefined(value)), ImageFile.optional());

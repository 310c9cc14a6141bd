import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors.ts';
import { slideSaveError } from './hero-slide-save-error.ts';

describe('slideSaveError', () => {
  it('shows a 422’s errors under their fields and no banner', () => {
    expect(slideSaveError(new ApiError(422, 'The given data was invalid.', { image: ['The image is required.'] }))).toEqual({
      message: null,
      fieldErrors: { image: 'The image is required.' },
    });
  });

  it('says Validation error for a 422 that names no field', () => {
    expect(slideSaveError(new ApiError(422, 'Unprocessable'))).toEqual({ message: 'Validation error. Please check your input.', fieldErrors: {} });
  });

  it('shows another error’s field errors with its message', () => {
    expect(slideSaveError(new ApiError(413, 'The request is too large.', { image: ['Too big'] }))).toEqual({
      message: 'The request is too large.',
      fieldErrors: { image: 'Too big' },
    });
  });

  it('falls back to Failed to save. when there is nothing to show', () => {
    expect(slideSaveError(new ApiError(0, ''))).toEqual({ message: 'Failed to save.', fieldErrors: {} });
    expect(slideSaveError(new Error('boom'))).toEqual({ message: 'Failed to save.', fieldErrors: {} });
  });
});

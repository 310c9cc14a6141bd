import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { slideSaveError } from './hero-slide-save-error.ts';

/** A refusal as the tRPC client hands it over, in the shape of the server's errorFormatter. */
function refusal(httpStatus: number, message: string, fieldErrors: Record<string, string[]> | null = null) {
  return TRPCClientError.from({ error: { code: -32600, message, data: { code: 'BAD_REQUEST', httpStatus, fieldErrors } } });
}

describe('slideSaveError', () => {
  it('shows a 422’s errors under their fields and no banner', () => {
    expect(slideSaveError(refusal(422, 'The given data was invalid.', { image: ['The image is required.'] }))).toEqual({
      message: null,
      fieldErrors: { image: 'The image is required.' },
    });
  });

  it('says Validation error for a 422 that names no field', () => {
    expect(slideSaveError(refusal(422, 'Unprocessable'))).toEqual({ message: 'Validation error. Please check your input.', fieldErrors: {} });
  });

  it('shows another error’s field errors with its message', () => {
    expect(slideSaveError(refusal(413, 'The request is too large.', { image: ['Too big'] }))).toEqual({
      message: 'The request is too large.',
      fieldErrors: { image: 'Too big' },
    });
  });

  it('falls back to Failed to save. when there is nothing to show', () => {
    expect(slideSaveError(TRPCClientError.from(new TypeError('Failed to fetch')))).toEqual({ message: 'Failed to save.', fieldErrors: {} });
    expect(slideSaveError(new Error('boom'))).toEqual({ message: 'Failed to save.', fieldErrors: {} });
  });
});

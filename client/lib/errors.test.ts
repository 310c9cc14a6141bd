import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrorsOf, serverErrorOf } from './errors.ts';

/** A refusal as the tRPC client hands it over, in the shape of the server's errorFormatter. */
function refusal(httpStatus: number, message: string, fieldErrors: Record<string, string[]> | null = null) {
  return TRPCClientError.from({ error: { code: -32600, message, data: { code: 'BAD_REQUEST', httpStatus, fieldErrors } } });
}

describe('errorMessage', () => {
  it('joins every field error with "; ", else gives the server message, else the fallback', () => {
    const invalid = refusal(422, 'The given data was invalid.', { name: ['Name is required'], price: ['Price is required', 'Too cheap'] });
    expect(errorMessage(invalid)).toBe('Name is required; Price is required; Too cheap');
    expect(errorMessage(refusal(409, 'The product is no longer available.'))).toBe('The product is no longer available.');
    expect(errorMessage(refusal(500, ''), 'Failed to save')).toBe('Failed to save');
  });

  it('shows the fallback, never the browser’s text, when no answer could be read', () => {
    expect(errorMessage(TRPCClientError.from(new TypeError('Failed to fetch')), 'Login failed')).toBe('Login failed');
    expect(errorMessage(TRPCClientError.from(new SyntaxError('Unexpected token < in JSON')))).toBe('Something went wrong');
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });
});

describe('fieldErrorsOf', () => {
  it('gives one line per field', () => {
    expect(fieldErrorsOf(refusal(422, 'The given data was invalid.', { sku: ['Taken', 'Too long'] }))).toEqual({ sku: 'Taken; Too long' });
    expect(fieldErrorsOf(refusal(404, 'Product not found'))).toEqual({});
  });
});

describe('serverErrorOf', () => {
  it('carries the HTTP status the server answered with, 0 when none was read', () => {
    expect(serverErrorOf(refusal(413, 'The request is too large.'))?.status).toBe(413);
    expect(serverErrorOf(TRPCClientError.from(new TypeError('Failed to fetch')))).toEqual({ status: 0, message: '', fieldErrors: {} });
    expect(serverErrorOf('nothing')).toBeNull();
  });
});

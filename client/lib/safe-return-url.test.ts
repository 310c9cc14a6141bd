import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './safe-return-url.ts';

describe('safeReturnUrl', () => {
  it.each([
    ['/admin/products', '/admin/products'],
    ['/my-orders?tab=pending', '/my-orders?tab=pending'],
    [undefined, '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
  ])('turns %s into %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });
});

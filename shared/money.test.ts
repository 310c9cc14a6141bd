import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPeso, pesosToCentavos } from './money.ts';

describe('money', () => {
  it('formats centavos as pesos with two decimals', () => {
    expect(formatPeso(123400)).toBe('₱1,234.00');
    expect(formatPeso(5)).toBe('₱0.05');
    expect(formatPeso(-1250)).toBe('-₱12.50');
  });

  it('writes every amount of centavos exactly as the Philippine locale’s currency format does', () => {
    const intl = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });
    fc.assert(
      // Up to ₱100 billion: past about ₱90 trillion, Intl's input (centavos / 100) has lost its centavos.
      fc.property(fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -1e13, max: 1e13 })), (centavos) => {
        expect(formatPeso(centavos)).toBe(intl.format(centavos / 100));
      }),
    );
  });

  it('converts pesos to whole centavos without float drift', () => {
    expect(pesosToCentavos(19.99)).toBe(1999);
    expect(pesosToCentavos(0.1 + 0.2)).toBe(30);
  });
});

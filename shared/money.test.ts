import { describe, expect, it } from 'vitest';
import { formatPeso, pesosToCentavos } from './money.ts';

describe('money', () => {
  it('formats centavos as pesos with two decimals', () => {
    expect(formatPeso(123400)).toBe('₱1,234.00');
    expect(formatPeso(5)).toBe('₱0.05');
  });

  it('converts pesos to whole centavos without float drift', () => {
    expect(pesosToCentavos(19.99)).toBe(1999);
    expect(pesosToCentavos(0.1 + 0.2)).toBe(30);
  });
});

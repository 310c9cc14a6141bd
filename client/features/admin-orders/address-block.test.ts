import { describe, expect, it } from 'vitest';
import { addressBlock } from './address-block.ts';

describe('address block', () => {
  it('puts name, street, barangay, city and province, and mobile a line each', () => {
    const order = {
      customer_name: 'Leonor Rivera',
      address_line1: 'Unit 4, 12 Kapitolyo St.',
      barangay: 'Kapitolyo',
      city: 'Pasig City',
      province: 'Metro Manila',
      mobile_number: '09175550101',
    };
    expect(addressBlock(order)).toBe('Leonor Rivera\nUnit 4, 12 Kapitolyo St.\nKapitolyo\nPasig City, Metro Manila\n09175550101');
  });

  it('leaves out what the order does not hold, with no empty lines', () => {
    const order = { customer_name: 'Leonor Rivera', address_line1: ' ', barangay: null, city: 'Pasig City', province: null, mobile_number: null };
    expect(addressBlock(order)).toBe('Leonor Rivera\nPasig City');
  });
});

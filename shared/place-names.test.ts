import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePlaceNames, matchesPlace } from './place-names.ts';

describe('searching the address selects as a buyer types on a phone', () => {
  it('finds a place typed without its ñ, in any case, with spaces for hyphens', () => {
    expect(matchesPlace('Las Piñas City', 'las pinas')).toBe(true);
    expect(matchesPlace('Parañaque City', 'PARANAQUE')).toBe(true);
    expect(matchesPlace('Lapu-Lapu City', 'lapu lapu')).toBe(true);
  });

  it('finds a place by its words in any order, and only when every word is in it', () => {
    expect(matchesPlace('Cebu City', 'city cebu')).toBe(true);
    expect(matchesPlace('Cebu City', 'cebu davao')).toBe(false);
    expect(matchesPlace('Cebu', 'cebu city')).toBe(false);
  });

  it('finds the capital region by the name buyers call it too', () => {
    expect(matchesPlace('Metro Manila', 'NCR')).toBe(true);
    expect(matchesPlace('Metro Manila', 'national capital')).toBe(true);
    expect(matchesPlace('Cebu', 'NCR')).toBe(false);
  });

  it('finds a barangay by its number and letter, not every number that begins the same (audit A-17)', () => {
    expect(matchesPlace('Barangay 1-A', '1-A')).toBe(true);
    expect(matchesPlace('Barangay 10-A', '1-A')).toBe(false);
    expect(matchesPlace('Barangay 11-B', '1-A')).toBe(false);
    // Still typing the number: 10-A is on the way to it.
    expect(matchesPlace('Barangay 10-A', 'barangay 1')).toBe(true);
  });

  it('finds a town centre the PSGC shortens to Pob. by Poblacion, and the other way round', () => {
    expect(matchesPlace('Agao Pob.', 'Poblacion')).toBe(true);
    expect(matchesPlace('Zone 1 Pob.', 'zone 1 poblacion')).toBe(true);
    expect(matchesPlace('Poblacion East', 'pob')).toBe(true);
    expect(matchesPlace('Bantol', 'Poblacion')).toBe(false);
  });

  it('finds a numbered barangay by Poblacion, where the address data leaves off its "(Pob.)" (Davao City)', () => {
    expect(matchesPlace('Barangay 1-A', 'Poblacion')).toBe(true);
    expect(matchesPlace('Barangay 5-A', 'poblacion 5')).toBe(true);
    expect(matchesPlace('Barangay 5-A', 'poblacion 6')).toBe(false);
    expect(matchesPlace('Barangay Hills', 'Poblacion')).toBe(false);
  });
});

/** A word of a place name as the dataset writes one: letters, with a capital first. */
const nameWord = fc.stringMatching(/^[A-Z][a-z]{1,8}$/);
const letter = fc.constantFrom('A', 'B', 'C', 'D');
const number = fc.integer({ min: 1, max: 999 });

describe('the rules behind the barangay select (properties)', () => {
  it('lists numbered names in the order of their numbers, whatever their digits (2-A before 19-B)', () => {
    fc.assert(
      fc.property(nameWord, number, number, letter, letter, (word, a, b, x, y) => {
        fc.pre(a < b);
        expect(comparePlaceNames(`${word} ${a}-${x}`, `${word} ${b}-${y}`)).toBeLessThan(0);
        expect(comparePlaceNames(`${word} ${b}-${y}`, `${word} ${a}-${x}`)).toBeGreaterThan(0);
      }),
    );
  });

  it('a number typed before its letter names that number only', () => {
    fc.assert(
      fc.property(nameWord, number, number, letter, (word, typed, other, suffix) => {
        fc.pre(typed !== other);
        expect(matchesPlace(`${word} ${typed}-${suffix}`, `${typed}-${suffix}`)).toBe(true);
        expect(matchesPlace(`${word} ${other}-${suffix}`, `${typed}-${suffix}`)).toBe(false);
      }),
    );
  });

  it('a name is found by its words typed whole in any order, the last one perhaps cut short', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(nameWord, number.map(String)), { minLength: 1, maxLength: 4 }), fc.nat(), fc.nat(), (words, shuffle, cut) => {
        const name = words.join(' ');
        const typed = [...words.slice(shuffle % words.length), ...words.slice(0, shuffle % words.length)];
        const last = typed.at(-1) ?? '';
        typed[typed.length - 1] = last.slice(0, 1 + (cut % last.length));
        expect(matchesPlace(name, typed.join(' '))).toBe(true);
      }),
    );
  });
});

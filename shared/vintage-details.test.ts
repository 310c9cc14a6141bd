import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conditionsAtLeast, fromMicrometres, inchesAsFraction, LENGTH_UNITS, MAX_MEASUREMENT_MICROMETRES, MEASUREMENT_STEP, MICROMETRES_PER, toMicrometres, type LengthUnit } from './vintage-details.ts';

/** Micrometres in one step: a millimetre is 1,000, an eighth of an inch 3,175. */
const STEP_MICROMETRES: Record<LengthUnit, number> = { cm: 1_000, in: 3_175 };
const steps = (unit: LengthUnit) => fc.integer({ min: 1, max: Math.floor(MAX_MEASUREMENT_MICROMETRES / STEP_MICROMETRES[unit]) });
/** A length as a person types it (its decimal text): a whole number of the unit's steps. */
const typedText = (count: number, unit: LengthUnit) => Number((count * MEASUREMENT_STEP[unit]).toFixed(3));
const typed = (unit: LengthUnit) => steps(unit).map((count) => typedText(count, unit));
const other = (unit: LengthUnit): LengthUnit => (unit === 'cm' ? 'in' : 'cm');

describe('measurements stored once', () => {
  it('stores 20.5 in as 520,700 µm, shown as 52.1 cm', () => {
    expect(toMicrometres(20.5, 'in')).toBe(520_700);
    expect(fromMicrometres(520_700, 'cm')).toBe(52.1);
    expect(fromMicrometres(520_700, 'in')).toBe(20.5);
  });

  it('stores 52.3 cm as 523,000 µm, shown as 20.625 in (the nearest eighth)', () => {
    expect(toMicrometres(52.3, 'cm')).toBe(523_000);
    expect(fromMicrometres(523_000, 'in')).toBe(20.625);
  });

  it.each(LENGTH_UNITS)('stores a length typed in %s as whole micrometres and reads it back exactly in that unit', (unit) => {
    fc.assert(
      fc.property(steps(unit), (count) => {
        const value = typedText(count, unit);
        const stored = toMicrometres(value, unit);
        expect(stored).toBe(count * STEP_MICROMETRES[unit]);
        expect(fromMicrometres(stored, unit)).toBe(value);
      }),
    );
  });

  it.each(LENGTH_UNITS)('a length typed in %s, shown in the other unit and typed again, is stored within one step of the shown unit', (unit) => {
    fc.assert(
      fc.property(typed(unit), (value) => {
        const stored = toMicrometres(value, unit);
        const retyped = toMicrometres(fromMicrometres(stored, other(unit)), other(unit));
        expect(Math.abs(retyped - stored)).toBeLessThanOrEqual(MEASUREMENT_STEP[other(unit)] * MICROMETRES_PER[other(unit)]);
      }),
    );
  });

  it('reads an inch length back exactly after a trip through centimetres (a millimetre is finer than an eighth)', () => {
    fc.assert(
      fc.property(typed('in'), (value) => {
        const retyped = toMicrometres(fromMicrometres(toMicrometres(value, 'in'), 'cm'), 'cm');
        expect(fromMicrometres(retyped, 'in')).toBe(value);
      }),
    );
  });

  it('rounds a length typed finer than its step to the step', () => {
    expect(toMicrometres(52.04, 'cm')).toBe(520_000);
    expect(toMicrometres(20.06, 'in')).toBe(toMicrometres(20, 'in'));
  });
});

describe('condition grades', () => {
  it('counts a grade and every better one as at least that grade', () => {
    expect(conditionsAtLeast('mint')).toEqual(['mint']);
    expect(conditionsAtLeast('very_good')).toEqual(['mint', 'excellent', 'very_good']);
    expect(conditionsAtLeast('fair')).toHaveLength(5);
  });
});

describe('inches as a tape reads them', () => {
  it('writes the eighths as fractions, and whole inches alone', () => {
    expect([22.875, 19.625, 15.75, 20.5, 30, 0.125, 24.125].map(inchesAsFraction)).toEqual(['22⅞', '19⅝', '15¾', '20½', '30', '⅛', '24⅛']);
  });

  it('reads back every eighth it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 800 }), (eighths) => {
        const written = inchesAsFraction(eighths / 8);
        const fraction = ['', '⅛', '¼', '⅜', '½', '⅝', '¾', '⅞'].indexOf(written.replace(/^\d+/, ''));
        const whole = Number(/^\d+/.exec(written)?.[0] ?? '0');
        return whole * 8 + fraction === eighths;
      }),
    );
  });
});

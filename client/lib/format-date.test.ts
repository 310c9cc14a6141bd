import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('shows N/A for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
  });

  it('shows a real date in the local format', () => {
    const iso = '2026-11-23T09:30:00.000Z';
    expect(formatDate(iso)).toBe(new Date(iso).toLocaleString());
  });
});

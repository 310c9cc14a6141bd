import { describe, expect, it } from 'vitest';
import { followServer } from './use-draft.ts';

describe('a form field beside a live order', () => {
  it('shows the server’s new value when the owner has not edited it', () => {
    expect(followServer({ value: 'pending', base: 'pending' }, 'approved')).toEqual({ value: 'approved', base: 'approved' });
  });

  it('keeps what the owner typed when the server’s value changes', () => {
    expect(followServer({ value: 'Ships Monday', base: '' }, 'Paid')).toEqual({ value: 'Ships Monday', base: 'Paid' });
  });

  it('changes nothing when the server’s value is the same', () => {
    const draft = { value: 'Ships Monday', base: '' };
    expect(followServer(draft, '')).toBe(draft);
  });
});

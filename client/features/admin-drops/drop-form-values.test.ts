import { describe, expect, it } from 'vitest';
import { dropPayload, NEW_DROP_VALUES, type DropFormValues } from './drop-form-values.ts';

const FRIDAY: DropFormValues = { ...NEW_DROP_VALUES, name: 'Friday drop', drop_at: '2026-11-27T20:00' };

describe('the drop form’s payload', () => {
  it('sends a new drop whole, its time as Manila’s, and leaves a blank address to the server', () => {
    expect(dropPayload(FRIDAY, null)).toEqual({ name: 'Friday drop', description: '', drop_at: '2026-11-27T12:00:00.000Z', show_teaser: true });
  });

  it('sends only what changed, so an edit that keeps the time never reschedules', () => {
    expect(dropPayload({ ...FRIDAY, description: 'Denim' }, FRIDAY)).toEqual({ description: 'Denim' });
    expect(dropPayload({ ...FRIDAY, drop_at: '2026-11-28T20:00' }, FRIDAY)).toEqual({ drop_at: '2026-11-28T12:00:00.000Z' });
  });

  it('sends a cover as multipart, flags as 1 or 0', () => {
    const cover = new File(['x'], 'cover.png', { type: 'image/png' });
    const payload = dropPayload({ ...FRIDAY, show_teaser: false, cover }, null);
    expect(payload).toBeInstanceOf(FormData);
    const form = payload as FormData;
    expect(form.get('show_teaser')).toBe('0');
    expect(form.get('cover')).toBeInstanceOf(File);
  });
});

import { describe, expect, it } from 'vitest';
import { changedFields, NEW_ANNOUNCEMENT, payloadOf } from './announcement-form-values.ts';

describe('payloadOf', () => {
  it('trims, turns the order into a number and a missing button into null', () => {
    expect(payloadOf({ ...NEW_ANNOUNCEMENT, text: '  Free delivery in Pasig ', display_order: '3', background_color: '#aa00ff' })).toEqual({
      text: 'Free delivery in Pasig',
      display_order: 3,
      is_active: true,
      button_text: null,
      button_link: null,
      background_color: '#AA00FF',
      text_color: '#FFFFFF',
    });
  });
});

describe('changedFields', () => {
  const saved = { ...NEW_ANNOUNCEMENT, text: 'Drop at 8 PM', button_text: 'Shop', button_link: '/new' };

  it('sends nothing when nothing changed, however the text was padded', () => {
    expect(changedFields(saved, { ...saved, text: ' Drop at 8 PM ' })).toEqual({});
  });

  it('sends only the changed fields, a cleared button as null', () => {
    expect(changedFields(saved, { ...saved, is_active: false, button_text: '', button_link: '' })).toEqual({
      is_active: false,
      button_text: null,
      button_link: null,
    });
  });
});

import { DEFAULT_ANNOUNCEMENT_COLORS } from '../../../shared/admin-constants.ts';
import type { AnnouncementOutput } from '../../../shared/schemas/content.ts';

export type AnnouncementFormValues = {
  text: string;
  display_order: number | string;
  is_active: boolean;
  button_text: string;
  button_link: string;
  background_color: string;
  text_color: string;
};

/** The form defaults of docs/product/pieces-and-orders.md "Announcement": active, order 0, black background, white text, no button. */
export const NEW_ANNOUNCEMENT: AnnouncementFormValues = {
  text: '',
  display_order: 0,
  is_active: true,
  button_text: '',
  button_link: '',
  background_color: DEFAULT_ANNOUNCEMENT_COLORS.background,
  text_color: DEFAULT_ANNOUNCEMENT_COLORS.text,
};

export function formValuesOf(announcement: AnnouncementOutput): AnnouncementFormValues {
  return {
    text: announcement.text,
    display_order: announcement.display_order,
    is_active: announcement.is_active,
    button_text: announcement.button_text ?? '',
    button_link: announcement.button_link ?? '',
    background_color: announcement.background_color,
    text_color: announcement.text_color,
  };
}

export type AnnouncementPayload = {
  text?: string;
  display_order?: number;
  is_active?: boolean;
  button_text?: string | null;
  button_link?: string | null;
  background_color?: string;
  text_color?: string;
};

/** What the server stores: trimmed text, a number for the order, and no button as null. */
export function payloadOf(values: AnnouncementFormValues): Required<AnnouncementPayload> {
  return {
    text: values.text.trim(),
    display_order: Number(values.display_order),
    is_active: values.is_active,
    button_text: values.button_text.trim() || null,
    button_link: values.button_link.trim() || null,
    background_color: values.background_color.toUpperCase(),
    text_color: values.text_color.toUpperCase(),
  };
}

/** docs/product/api.md "Announcements": an update sends only the fields that changed. */
export function changedFields(initial: AnnouncementFormValues, current: AnnouncementFormValues): AnnouncementPayload {
  const before = payloadOf(initial);
  const after = payloadOf(current);
  return Object.fromEntries(
    (Object.keys(after) as (keyof AnnouncementPayload)[]).filter((key) => after[key] !== before[key]).map((key) => [key, after[key]]),
  );
}

import { z } from 'zod';
import { DEFAULT_ANNOUNCEMENT_COLORS } from '../constants.ts';
import { blankToUndefined, clearableText, linkTarget, MAX_INTEGER, recordId, textFlag, wholeNumber } from './common.ts';

export const ANNOUNCEMENT_MESSAGES = {
  notFound: 'Announcement not found',
  textRequired: 'Text is required',
  textTooLong: 'Text must be at most 500 characters',
  displayOrderInvalid: 'Display order must be a whole number, 0 or more',
  flagInvalid: 'Must be true or false',
  buttonTextTooLong: 'Button text must be at most 60 characters',
  buttonLinkInvalid: 'Button link must be a page of the shop such as /sale, or a web address starting with http:// or https://',
  buttonLinkTooLong: 'Button link must be at most 500 characters',
  backgroundColorInvalid: 'Background colour must be a colour like #000000',
  textColorInvalid: 'Text colour must be a colour like #FFFFFF',
  created: 'Announcement created successfully!',
  updated: 'Announcement updated successfully!',
  statusUpdated: 'Announcement status updated successfully.',
  deleted: 'Announcement deleted successfully.',
} as const;

/** Stored upper-case, as the colour pickers show them. */
const hexColor = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^#[0-9a-f]{6}$/i, message)
    .transform((color) => color.toUpperCase());

const Text = z.string({ error: ANNOUNCEMENT_MESSAGES.textRequired }).trim().min(1, ANNOUNCEMENT_MESSAGES.textRequired).max(500, ANNOUNCEMENT_MESSAGES.textTooLong);
const DisplayOrder = wholeNumber(ANNOUNCEMENT_MESSAGES.displayOrderInvalid).pipe(
  z.number().min(0, ANNOUNCEMENT_MESSAGES.displayOrderInvalid).max(MAX_INTEGER, ANNOUNCEMENT_MESSAGES.displayOrderInvalid),
);
const Active = textFlag(ANNOUNCEMENT_MESSAGES.flagInvalid);
const ButtonText = clearableText(60, ANNOUNCEMENT_MESSAGES.buttonTextTooLong);
const ButtonLink = linkTarget({ invalid: ANNOUNCEMENT_MESSAGES.buttonLinkInvalid, tooLong: ANNOUNCEMENT_MESSAGES.buttonLinkTooLong }, 500);
const BackgroundColor = hexColor(ANNOUNCEMENT_MESSAGES.backgroundColorInvalid);
const TextColor = hexColor(ANNOUNCEMENT_MESSAGES.textColorInvalid);

/** Spec §3 with its form defaults: active, order 0, black background, white text, no button. */
export const AnnouncementFields = z.strictObject({
  text: Text,
  is_active: z.preprocess(blankToUndefined, Active.default(true)),
  display_order: z.preprocess(blankToUndefined, DisplayOrder.default(0)),
  button_text: ButtonText.default(null),
  button_link: ButtonLink.default(null),
  background_color: BackgroundColor.default(DEFAULT_ANNOUNCEMENT_COLORS.background),
  text_color: TextColor.default(DEFAULT_ANNOUNCEMENT_COLORS.text),
});
export type AnnouncementFields = z.infer<typeof AnnouncementFields>;

/** Spec §7: an update sends only the fields that changed; the others stay as they are. */
export const AnnouncementChanges = z.strictObject({
  text: Text.optional(),
  is_active: z.preprocess(blankToUndefined, Active.optional()),
  display_order: z.preprocess(blankToUndefined, DisplayOrder.optional()),
  button_text: ButtonText.optional(),
  button_link: ButtonLink.optional(),
  background_color: BackgroundColor.optional(),
  text_color: TextColor.optional(),
});
export type AnnouncementChanges = z.infer<typeof AnnouncementChanges>;

const AnnouncementId = recordId(ANNOUNCEMENT_MESSAGES.notFound);

export const AnnouncementIdInput = z.strictObject({ id: AnnouncementId });

export const UpdateAnnouncementInput = AnnouncementChanges.extend({ id: AnnouncementId }).strict();
export type UpdateAnnouncementInput = z.infer<typeof UpdateAnnouncementInput>;

/** `is_active` says which state to take; without it the announcement flips. */
export const ToggleAnnouncementFields = z.strictObject({ is_active: z.preprocess(blankToUndefined, Active.optional()) });

export const ToggleAnnouncementInput = ToggleAnnouncementFields.extend({ id: AnnouncementId }).strict();
export type ToggleAnnouncementInput = z.infer<typeof ToggleAnnouncementInput>;

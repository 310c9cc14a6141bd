import { z } from 'zod';
import { DEFAULT_ANNOUNCEMENT_COLORS, VIEW_TYPES } from '../admin-constants.ts';
import { blankToUndefined, clearableText, linkTarget, MAX_INTEGER, recordId, textFlag, wholeNumber } from './common.ts';
import { CarouselInterval } from './settings.ts';
import { fromFormData } from './form-data.ts';
import { OptionalImageFile } from './image-upload.ts';

export const AnnouncementOutput = z.object({
  id: z.number().int(),
  text: z.string(),
  is_active: z.boolean(),
  display_order: z.number().int(),
  button_text: z.string().nullable(),
  button_link: z.string().nullable(),
  background_color: z.string(),
  text_color: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AnnouncementOutput = z.infer<typeof AnnouncementOutput>;

export const HeroSlideOutput = z.object({
  id: z.number().int(),
  image_key: z.string().nullable(),
  image_url: z.string().nullable(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  link: z.string().nullable(),
  order: z.number().int(),
  is_active: z.boolean(),
  view_type: z.enum(VIEW_TYPES),
});
export type HeroSlideOutput = z.infer<typeof HeroSlideOutput>;

export const HeroCarouselOutput = z.object({ carousels: z.array(HeroSlideOutput), interval: z.number().int() });
export type HeroCarouselOutput = z.infer<typeof HeroCarouselOutput>;


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

/** An announcement (docs/product/pieces-and-orders.md "Announcement") with its form defaults: active, order 0, black background, white text, no button. */
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

/** docs/product/api.md "Announcements": an update sends only the fields that changed; the others stay as they are. */
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

export const HERO_SLIDE_MESSAGES = {
  notFound: 'Slide not found',
  viewTypeInvalid: 'View type must be desktop or mobile',
  titleTooLong: 'Title must be at most 200 characters',
  subtitleTooLong: 'Subtitle must be at most 300 characters',
  linkInvalid: 'The link must be a page of the shop such as /sale, or a web address starting with http:// or https://',
  linkTooLong: 'The link must be at most 500 characters',
  orderInvalid: 'Order must be a whole number, 0 or more',
  flagInvalid: 'Active must be 1 or 0 (or true or false)',
  imageRequired: 'Image is required',
  newImageForViewType: 'Changing the view type needs a new image cropped for it: desktop slides are 2:1, mobile slides 3:4.',
  created: 'Slide created successfully.',
  updated: 'Slide updated successfully.',
  deleted: 'Slide deleted successfully.',
  intervalUpdated: 'Carousel interval updated successfully.',
} as const;

const ViewType = z.enum(VIEW_TYPES, { error: HERO_SLIDE_MESSAGES.viewTypeInvalid });
const Title = clearableText(200, HERO_SLIDE_MESSAGES.titleTooLong);
const Subtitle = clearableText(300, HERO_SLIDE_MESSAGES.subtitleTooLong);
/** Labelled "Description" on the form (docs/product/pieces-and-orders.md "Hero slide"), yet the storefront links the slide to it. */
const Link = linkTarget({ invalid: HERO_SLIDE_MESSAGES.linkInvalid, tooLong: HERO_SLIDE_MESSAGES.linkTooLong }, 500);
const Order = wholeNumber(HERO_SLIDE_MESSAGES.orderInvalid).pipe(
  z.number().min(0, HERO_SLIDE_MESSAGES.orderInvalid).max(MAX_INTEGER, HERO_SLIDE_MESSAGES.orderInvalid),
);
const SlideActive = textFlag(HERO_SLIDE_MESSAGES.flagInvalid);

/**
 * A new slide (docs/product/pieces-and-orders.md "Hero slide", multipart of docs/product/api.md "Hero carousel"): desktop, order 0 and active unless said otherwise. A
 * blank field counts as left out. The image is required; the service says so in the `image` field.
 */
export const HeroSlideFields = z.strictObject({
  view_type: z.preprocess(blankToUndefined, ViewType.default('desktop')),
  title: Title.default(null),
  subtitle: Subtitle.default(null),
  link: Link.default(null),
  order: z.preprocess(blankToUndefined, Order.default(0)),
  is_active: z.preprocess(blankToUndefined, SlideActive.default(true)),
  image: OptionalImageFile,
});
export type HeroSlideFields = z.infer<typeof HeroSlideFields>;

/** Changes to a slide: fields left out stay as they are, and so does the image when none is sent. */
export const HeroSlideChanges = z.strictObject({
  view_type: z.preprocess(blankToUndefined, ViewType.optional()),
  title: Title.optional(),
  subtitle: Subtitle.optional(),
  link: Link.optional(),
  order: z.preprocess(blankToUndefined, Order.optional()),
  is_active: z.preprocess(blankToUndefined, SlideActive.optional()),
  image: OptionalImageFile,
});
export type HeroSlideChanges = z.infer<typeof HeroSlideChanges>;

const SlideId = recordId(HERO_SLIDE_MESSAGES.notFound);

/** Both transports send a slide as FormData or as a plain object, like the product form. */
export const CreateHeroSlideInput = z.preprocess(fromFormData, HeroSlideFields);
export const UpdateHeroSlideInput = z.preprocess(fromFormData, HeroSlideChanges.extend({ id: SlideId }).strict());
export type UpdateHeroSlideInput = z.infer<typeof UpdateHeroSlideInput>;

export const HeroSlideIdInput = z.strictObject({ id: SlideId });

export const CarouselIntervalInput = z.strictObject({ interval: CarouselInterval });
export type CarouselIntervalInput = z.infer<typeof CarouselIntervalInput>;

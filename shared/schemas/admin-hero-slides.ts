import { z } from 'zod';
import { VIEW_TYPES } from '../constants.ts';
import { CarouselInterval } from './admin-settings.ts';
import { blankToUndefined, clearableText, linkTarget, MAX_INTEGER, recordId, textFlag, wholeNumber } from './common.ts';
import { fromFormData } from './form-data.ts';
import { OptionalImageFile } from './image-upload.ts';

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
/** Labelled "Description" on the form (spec §3), yet the storefront links the slide to it. */
const Link = linkTarget({ invalid: HERO_SLIDE_MESSAGES.linkInvalid, tooLong: HERO_SLIDE_MESSAGES.linkTooLong }, 500);
const Order = wholeNumber(HERO_SLIDE_MESSAGES.orderInvalid).pipe(
  z.number().min(0, HERO_SLIDE_MESSAGES.orderInvalid).max(MAX_INTEGER, HERO_SLIDE_MESSAGES.orderInvalid),
);
const Active = textFlag(HERO_SLIDE_MESSAGES.flagInvalid);

/**
 * A new slide (spec §3, multipart of spec §7): desktop, order 0 and active unless said otherwise. A
 * blank field counts as left out. The image is required; the service says so in the `image` field.
 */
export const HeroSlideFields = z.strictObject({
  view_type: z.preprocess(blankToUndefined, ViewType.default('desktop')),
  title: Title.default(null),
  subtitle: Subtitle.default(null),
  link: Link.default(null),
  order: z.preprocess(blankToUndefined, Order.default(0)),
  is_active: z.preprocess(blankToUndefined, Active.default(true)),
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
  is_active: z.preprocess(blankToUndefined, Active.optional()),
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

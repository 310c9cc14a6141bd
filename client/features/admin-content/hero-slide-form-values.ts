import type { ViewType } from '../../../shared/admin-constants.ts';
import type { HeroSlideOutput } from '../../../shared/schemas/content.ts';

export type SlideFormValues = {
  view_type: ViewType;
  title: string;
  subtitle: string;
  /** Labelled "Description" on the form (docs/product/pieces-and-orders.md "Hero slide"). */
  link: string;
  order: number | string;
  is_active: boolean;
  /** A newly cropped image; on edit the slide keeps its current image while this is empty. */
  image: File | null;
};

/** docs/product/pieces-and-orders.md "Slide dialog": add mode starts empty, desktop, active, order 0. */
export const NEW_SLIDE: SlideFormValues = { view_type: 'desktop', title: '', subtitle: '', link: '', order: 0, is_active: true, image: null };

/** docs/product/pieces-and-orders.md "Slide dialog": edit mode is filled from the slide, with the image field cleared. */
export function slideFormValuesOf(slide: HeroSlideOutput): SlideFormValues {
  return {
    view_type: slide.view_type,
    title: slide.title ?? '',
    subtitle: slide.subtitle ?? '',
    link: slide.link ?? '',
    order: slide.order,
    is_active: slide.is_active,
    image: null,
  };
}

/** docs/product/screens.md "Shop Settings and hero slides": desktop slides are cropped 2:1, mobile ones 3:4. */
export const SLIDE_ASPECT: Record<ViewType, number> = { desktop: 2, mobile: 3 / 4 };

/** docs/product/rules.md "Images and crops": hero-carousel-{view_type}-{timestamp}.jpg. */
export function slideFileName(viewType: ViewType, now = Date.now()): string {
  return `hero-carousel-${viewType}-${now}.jpg`;
}

/**
 * The multipart body (docs/product/api.md "Hero carousel"): is_active as 1/0, the image only when a new one was cropped; an
 * update (`slideId` set) names the slide it changes.
 */
export function slideFormData(values: SlideFormValues, slideId: number | null): FormData {
  const form = new FormData();
  if (slideId !== null) form.append('id', String(slideId));
  form.append('view_type', values.view_type);
  form.append('title', values.title.trim());
  form.append('subtitle', values.subtitle.trim());
  form.append('link', values.link.trim());
  form.append('order', String(values.order));
  form.append('is_active', values.is_active ? '1' : '0');
  if (values.image) form.append('image', values.image);
  return form;
}

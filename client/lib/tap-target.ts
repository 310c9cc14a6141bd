/** WCAG 2.2's target size as this shop holds it on a phone, for sizes set in props and styles (a plain button takes `.tap-target`, storefront.css): a control a thumb taps is 44 × 44 px at least. */
export const TAP_TARGET_PX = 44;

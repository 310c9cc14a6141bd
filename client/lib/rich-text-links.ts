import { RICH_TEXT_LINK_PROTOCOLS } from '../../shared/admin-constants.ts';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * docs/product/rules.md "Rich text": a link may only use the listed protocols. A link with no scheme (`/sale`, `#top`,
 * `shop.ph/page`) is relative and harmless; anything naming another scheme (`javascript:`) is refused.
 */
export function isAllowedLink(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '') return false;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  return scheme === undefined || (RICH_TEXT_LINK_PROTOCOLS as readonly string[]).includes(scheme);
}

/** What the link dialog says under a refused link: the rule itself, from the same list the check reads. */
export const LINK_REFUSED = `A link may use only ${RICH_TEXT_LINK_PROTOCOLS.join(', ')}, or be a page of the shop such as /sale.`;

/** What the image dialog says under a refused address. */
export const IMAGE_REFUSED = 'An image must be a web address (https://…) or a path of the shop (/media/…).';

/** docs/product/rules.md "Rich text": images by URL over http(s), or pasted pictures as data URLs. */
export function isAllowedImageSource(src: string): boolean {
  const trimmed = src.trim();
  return /^https?:\/\//i.test(trimmed) || /^data:image\/(png|jpe?g|gif|webp|avif);base64,/i.test(trimmed) || trimmed.startsWith('/');
}

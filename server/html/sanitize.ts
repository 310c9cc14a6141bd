import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_LINK_PROTOCOLS } from '../../shared/admin-constants.ts';

/** Pasted clipboard pictures arrive as data URLs (docs/product/screens.md "Rich-text field"); SVG is left out because it can carry script. */
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/**
 * sanitize-html (with its HTML parser and PostCSS) is only needed when an admin saves rich text: it
 * loads then, not with every server process (the memory budget, design.md §5). It is CommonJS, so it loads synchronously.
 */
function loadSanitizer(): (html: string) => string {
  const sanitize = createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml;
  const options: sanitizeHtml.IOptions = {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'a', 'img', 'blockquote'],
    allowedAttributes: {
      a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
      img: ['src', 'alt', 'title', 'width', 'height'],
    },
    allowedSchemes: [...RICH_TEXT_LINK_PROTOCOLS],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      // Shoppers follow these links off the shop: no window.opener, no referrer, no SEO credit.
      a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
      img: (tagName, attribs) => {
        const src = attribs.src?.trim() ?? '';
        const refused = src.toLowerCase().startsWith('data:') && !RASTER_DATA_URL.test(src);
        return { tagName, attribs: Object.fromEntries(Object.entries(attribs).filter(([name]) => !(refused && name === 'src'))) };
      },
    },
    // A picture whose source was refused is no picture at all.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
  return (html) => sanitize(html, options);
}
let sanitizer: ((html: string) => string) | undefined;

/** Rich text (product descriptions, care instructions, checkout texts) is cleaned when saved and rendered as stored. */
export function sanitizeRichText(html: string): string {
  sanitizer ??= loadSanitizer();
  return sanitizer(html);
}

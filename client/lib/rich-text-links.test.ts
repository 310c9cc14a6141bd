import { describe, expect, it } from 'vitest';
import { RICH_TEXT_LINK_PROTOCOLS } from '../../shared/admin-constants.ts';
import { isAllowedImageSource, isAllowedLink } from './rich-text-links.ts';

describe('isAllowedLink', () => {
  it.each(RICH_TEXT_LINK_PROTOCOLS)('accepts a %s link', (protocol) => {
    expect(isAllowedLink(`${protocol}:example`)).toBe(true);
  });

  it('accepts relative links and ignores the scheme’s case', () => {
    expect(isAllowedLink('/sale')).toBe(true);
    expect(isAllowedLink('HTTPS://ukay.ph')).toBe(true);
  });

  it('refuses script and other schemes, and an empty prompt', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>', 'vbscript:x', 'file:///etc/passwd', '', '   ']) {
      expect(isAllowedLink(url)).toBe(false);
    }
  });
});

describe('isAllowedImageSource', () => {
  it('takes web images, site paths and pasted pictures', () => {
    expect(isAllowedImageSource('https://ukay.ph/a.jpg')).toBe(true);
    expect(isAllowedImageSource('/media/abc-400.webp')).toBe(true);
    expect(isAllowedImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });

  it('refuses scripts and non-image data', () => {
    for (const src of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/svg+xml;base64,PHN2Zz4=', '']) {
      expect(isAllowedImageSource(src)).toBe(false);
    }
  });
});

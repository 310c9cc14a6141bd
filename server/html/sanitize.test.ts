import { describe, expect, it } from 'vitest';
import { RICH_TEXT_LINK_PROTOCOLS } from '../../shared/admin-constants.ts';
import { sanitizeRichText } from './sanitize.ts';

const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('sanitizeRichText', () => {
  it('keeps the markup the editor produces', () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><h3>Small</h3><p>A <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u> and <s>s</s> line<br />next</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops script tags with their content, and event handler attributes', () => {
    expect(sanitizeRichText('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<img src="https://x.example/a.png" onerror="alert(1)" />')).toBe('<img src="https://x.example/a.png" />');
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red" class="x">hi</p>')).toBe('<p>hi</p>');
  });

  it('refuses javascript: and other unlisted link protocols, and gives links a safe rel', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="https://shop.example" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://shop.example" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });

  it.each(RICH_TEXT_LINK_PROTOCOLS)('keeps %s: links', (protocol) => {
    const href = `${protocol}:someone@example.com`;
    expect(sanitizeRichText(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
  });

  it('removes svg with anything inside it, and iframes, objects and forms', () => {
    expect(sanitizeRichText('<svg onload="alert(1)"><script>alert(1)</script></svg><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><object data="x"></object><form><input /></form>')).toBe('');
  });

  it('allows raster data: images but not svg data: or javascript: images', () => {
    expect(sanitizeRichText(`<img src="${PNG_DATA_URL}" alt="pasted" />`)).toBe(`<img src="${PNG_DATA_URL}" alt="pasted" />`);
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" />')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)" />')).toBe('');
    expect(sanitizeRichText('<img src="ftp://files.example/a.png" />')).toBe('');
  });
});

/**
 * A representative slice of the OWASP XSS Filter Evasion Cheat Sheet, with the mutation-XSS and
 * namespace-confusion tricks found since: script tags, event handlers, javascript:/vbscript:/data:
 * URLs behind encodings and whitespace, svg/math namespaces, style expressions, frames and objects,
 * meta refresh, base href and form actions. Every one must come out of the sanitiser harmless.
 */
export const XSS_VECTORS = [
  `<script>alert('XSS')</script>`,
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=https://xss.example/xss.js?< B >`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>">`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<a href="javas&#99;ript:alert(1)">link</a>`,
  `<a href="jAvAsCrIpT&colon;alert&lpar;1&rpar;">link</a>`,
  `<a href="jav&Tab;ascript:alert(1)">link</a>`,
  `<a href="\u0001javascript:alert(1)">link</a>`,
  `<a href="  javascript:alert(1)">link</a>`,
  `<a href="vbscript:msgbox('XSS')">link</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>`,
  `<a onmouseover="alert(document.cookie)" href="https://shop.example">xxs link</a>`,
  `<a href="https://shop.example" title="&quot;><script>alert(1)</script>">quoted</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<img src="data:text/html,<script>alert(1)</script>">`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><p><style><img src=x onerror=alert(1)></style></p></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">div</DIV>`,
  `<DIV STYLE="width: expression(alert('XSS'));">div</DIV>`,
  `<p style="color:red;background:url('javascript:alert(1)')">styled</p>`,
  `<STYLE>@import'https://xss.example/xss.css';</STYLE>`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<iframe src=https://xss.example/scriptlet.html <`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" type="image/svg+xml">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<xss onafterscriptexecute=alert(1)><script>1</script>`,
  `<a href="https://shop.example" target="_self" onclick="alert(1)">click</a>`,
] as const;

/** What the editor itself produces; anything else in stored HTML is a sanitiser gap. */
const SAFE_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'a', 'img', 'blockquote']);
const SAFE_ATTRIBUTES = new Set(['href', 'title', 'rel', 'target', 'src', 'alt', 'width', 'height']);
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|avif);base64,/;
const SCRIPTING_SCHEMES = /^(javascript|vbscript|data|livescript|mocha):/;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')' };

/** How a browser reads an attribute's URL: entities decoded, and tabs, newlines and controls dropped. */
function urlAsBrowsersRead(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_match, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&([a-z]+);/gi, (match, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? match)
    .split('')
    .filter((character) => character.charCodeAt(0) > 0x20 && character.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
}

const TAG = /<\s*(\/?)\s*([^\s/>]+)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

/** Everything in the HTML that could run script or leave the shop's page, as readable findings. */
export function htmlViolations(html: string): string[] {
  const found: string[] = [];
  for (const [, closing, rawName = '', attributes = ''] of html.matchAll(TAG)) {
    const tag = rawName.toLowerCase();
    if (!SAFE_TAGS.has(tag)) found.push(`tag <${tag}>`);
    if (closing) continue;
    for (const [, rawAttribute = '', rawValue = ''] of attributes.matchAll(ATTRIBUTE)) {
      const attribute = rawAttribute.toLowerCase();
      if (!SAFE_ATTRIBUTES.has(attribute)) found.push(`attribute ${attribute} on <${tag}>`);
      if (attribute !== 'href' && attribute !== 'src') continue;
      const url = urlAsBrowsersRead(rawValue.replace(/^["']|["']$/g, ''));
      if (SCRIPTING_SCHEMES.test(url) && !(tag === 'img' && attribute === 'src' && RASTER_DATA_URL.test(url))) found.push(`${attribute}="${url}" on <${tag}>`);
    }
  }
  // Markup left outside any tag the pattern reads is markup a browser might read differently.
  if (html.replace(TAG, '').includes('<')) found.push('a stray <');
  return found;
}

/** Characters JSON may hold as they are but a <script> element's text may not. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON to write as a <script> element's text (the JSON-LD, the page's data). `<` is written `\u003c`,
 * so no text can close the element or open a comment in it (`</script>`, `<!--`); `>`, `&`, U+2028
 * and U+2029 likewise, for any reader that takes the text as HTML or as older JavaScript. JSON.parse
 * reads every escape back as the very character.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

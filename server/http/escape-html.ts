/** Text made safe for HTML text and quoted attribute values, for the pages the server writes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * An Instagram username as stored and shown after an "@": what was typed or saved, without the
 * leading "@" a buyer often adds (the form shows its own "@" before the field) or surrounding space.
 */
export function instagramHandle(typed: string): string {
  return typed.trim().replace(/^@+/, '');
}

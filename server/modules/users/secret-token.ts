import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** 160 random bits, as sessions use (the Lucia guide): what a link or a cookie carries. */
export function newSecretToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

/** What the database keeps of a token: its SHA-256, so a leaked table cannot be replayed. */
export function hashOfToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

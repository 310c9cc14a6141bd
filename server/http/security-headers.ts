import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Env } from '../env.ts';

/** Two years, the HSTS preload list's minimum being one. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The browser-side promises of README "Security", on every answer (pages, API, media):
 * - scripts only from our own files: the built client and the API docs page carry no inline script,
 *   and the share pages' JSON-LD block is a data block, which CSP never treats as script;
 * - styles from our files plus inline: Mantine writes <style> elements and style attributes at run
 *   time, and Swagger UI sets style attributes too. Inline CSS cannot run script;
 * - images from us, `data:` (pasted into rich text), `blob:` (previews of a picked file) and any
 *   https address (rich text's "add image" takes an image URL, docs/product/rules.md "Rich text");
 * - no plugins, no <base> rewriting, forms posting only to us, never framed (clickjacking);
 * - HSTS only in production, where the shop is served over HTTPS (browsers ignore it over http).
 * A handler may set a header itself (e.g. media's Cross-Origin-Resource-Policy): its value stands.
 */
export function securityHeaders(env: Env): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: env.isProduction ? HSTS : false,
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    overwrite: false,
  });
}

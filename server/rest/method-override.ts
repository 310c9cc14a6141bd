import type { Context as HonoContext } from 'hono';
import type { FormFields } from '../../shared/schemas/form-data.ts';

/**
 * design.md §3: multipart clients (and HTML forms) can only POST, so `POST path` whose form carries
 * `_method=PUT` is served as `PUT path`. Only PUT is emulated; nothing else is needed.
 */
const METHOD_FIELD = '_method';

function isForm(contentType: string): boolean {
  return contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded');
}

/** Hono caches the parsed form, so the route's own body reading parses it no second time. */
export async function shouldTreatAsPut(c: HonoContext): Promise<boolean> {
  if (!isForm(c.req.header('content-type') ?? '')) return false;
  const form = await c.req.formData().catch(() => null);
  const method = form?.get(METHOD_FIELD);
  return typeof method === 'string' && method.toUpperCase() === 'PUT';
}

/** The override field says how the body came, not what it holds: the route's schema never sees it. */
export function withoutMethodField(fields: FormFields): FormFields {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key !== METHOD_FIELD));
}

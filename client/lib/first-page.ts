import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { EMBEDDED_QUERIES_ID, type EmbeddedQuery } from '../../shared/first-page.ts';

/** One query as the server writes it: a tRPC query key (its path first) and an answer. */
function isEmbeddedQuery(value: unknown): value is EmbeddedQuery {
  if (typeof value !== 'object' || value === null || !Reflect.has(value, 'data')) return false;
  const key: unknown = Reflect.get(value, 'key');
  return Array.isArray(key) && Array.isArray(key[0]) && key[0].every((part) => typeof part === 'string');
}

/**
 * The queries in a data block's text. A block that is not JSON, or not wholly the shape the server
 * writes, gives none at all: the app then asks for its data itself, as on a page the server did not
 * prepare, instead of failing to start or rendering half of a damaged answer.
 */
export function embeddedQueriesIn(text: string | null): EmbeddedQuery[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(parsed) && parsed.every(isEmbeddedQuery) ? parsed : [];
}

/** What seeding reads of the page: the data block's text, and removing the block once read. */
type PageWithData = { getElementById(id: string): { textContent: string | null; remove(): void } | null };

/**
 * Puts the data the server wrote into the page (server/http/first-page.ts) in the query cache, so the
 * first render shows it instead of a skeleton, and returns the keys it filled (none on pages the
 * server does not prepare, or whose data block is damaged).
 */
export function seedFirstPage(queryClient: QueryClient, page: PageWithData = document): QueryKey[] {
  const element = page.getElementById(EMBEDDED_QUERIES_ID);
  if (!element) return [];
  const queries = embeddedQueriesIn(element.textContent);
  element.remove();
  for (const { key, data } of queries) queryClient.setQueryData(key, data);
  return queries.map(({ key }) => key);
}

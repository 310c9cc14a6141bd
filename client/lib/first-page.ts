import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { EMBEDDED_QUERIES_ID, type EmbeddedQuery } from '../../shared/first-page.ts';

function isEmbeddedQuery(value: unknown): value is EmbeddedQuery {
  return typeof value === 'object' && value !== null && Array.isArray(Reflect.get(value, 'key')) && Reflect.has(value, 'data');
}

/**
 * Puts the data the server wrote into the page (server/http/first-page.ts) in the query cache, so the
 * first render shows it instead of a skeleton, and returns the keys it filled (none on pages the
 * server does not prepare).
 */
export function seedFirstPage(queryClient: QueryClient): QueryKey[] {
  const element = document.getElementById(EMBEDDED_QUERIES_ID);
  if (!element?.textContent) return [];
  const parsed: unknown = JSON.parse(element.textContent);
  element.remove();
  const queries = Array.isArray(parsed) ? parsed.filter(isEmbeddedQuery) : [];
  for (const { key, data } of queries) queryClient.setQueryData(key, data);
  return queries.map(({ key }) => key);
}

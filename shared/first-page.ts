/**
 * The data of the page a visit starts on, written into its HTML by the server
 * (server/http/first-page.ts) and put in the query cache by the client before its first render
 * (client/lib/first-page.ts): the app paints its content at once instead of asking for it after its
 * JavaScript has run.
 */
export const EMBEDDED_QUERIES_ID = 'ukay-queries';

/** One query: its TanStack Query key, as the client's tRPC proxy writes it, and its answer. */
export type EmbeddedQuery = { key: readonly unknown[]; data: unknown };

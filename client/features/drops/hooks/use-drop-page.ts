import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { MAX_TIMER_MS } from '../countdown.ts';

/** Asked again this long after the time, so the server's clock has surely passed it. */
const OPENING_MARGIN_MS = 250;
/** If the server still says Upcoming (the clocks differ by more than the margin), it is asked again this often. */
const RETRY_MS = 1000;

/**
 * A drop's page, and its clock: `offsetMs` is the server's time minus this device's, read from the
 * answer's `server_time`. At the drop's time by that clock the page is fetched again and turns into
 * the product grid, with no reload.
 */
export function useDropPage(slug: string) {
  const query = useQuery({ ...trpc.drops.bySlug.queryOptions({ slug }), retry: false });
  const { data, dataUpdatedAt, refetch } = query;
  const offsetMs = data ? Date.parse(data.server_time) - dataUpdatedAt : 0;
  const dropAtMs = data ? Date.parse(data.drop_at) : 0;
  const waiting = data?.status === 'Upcoming';
  useEffect(() => {
    if (!waiting) return;
    const left = dropAtMs - (Date.now() + offsetMs);
    const delay = left > 0 ? Math.min(left + OPENING_MARGIN_MS, MAX_TIMER_MS) : RETRY_MS;
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [waiting, dropAtMs, offsetMs, dataUpdatedAt, refetch]);
  return { ...query, offsetMs };
}

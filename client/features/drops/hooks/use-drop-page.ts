import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DROP_OPENING_WAIT_MS } from '../../../../shared/schemas/drops.ts';
import { trpc } from '../../../lib/trpc.ts';
import { MAX_TIMER_MS } from '../countdown.ts';

/**
 * Asked again this long before the time by this device's estimate of the server's clock: inside the
 * server's wait (DROP_OPENING_WAIT_MS), which answers at the opening, with as much room for an
 * estimate that is early as for one that is late.
 */
const ASK_EARLY_MS = DROP_OPENING_WAIT_MS / 2;
/** If the server still says Upcoming once the time has passed by this device's estimate, it is asked again this often. */
const RETRY_MS = 1000;

/**
 * A drop's page, and its clock: `offsetMs` is the server's time minus this device's, read from the
 * answer's `server_time`. Just before the drop's time by that clock the page is asked for again; the
 * server answers at the time, and the page turns into the product grid with no reload.
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
    const delay = left > 0 ? Math.min(Math.max(left - ASK_EARLY_MS, 0), MAX_TIMER_MS) : RETRY_MS;
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [waiting, dropAtMs, offsetMs, dataUpdatedAt, refetch]);
  return { ...query, offsetMs };
}

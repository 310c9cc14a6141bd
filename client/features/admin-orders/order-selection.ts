import { useCallback, useMemo, useState } from 'react';

/**
 * The orders the owner ticked for a bulk action, on the page in view. Kept as ids in the order they
 * were ticked; a page change keeps them (the owner may tick across pages), Done clears them.
 */
export function useOrderSelection() {
  const [ids, setIds] = useState<readonly number[]>([]);
  const chosen = useMemo(() => new Set(ids), [ids]);
  const toggle = useCallback((id: number) => setIds((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id])), []);
  const addAll = useCallback((more: readonly number[]) => setIds((current) => [...current, ...more.filter((id) => !current.includes(id))]), []);
  const clear = useCallback(() => setIds([]), []);
  return { ids, chosen, toggle, addAll, clear };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;

/** `/admin-packing-slips?orders=12,15`: the slips of the orders chosen. */
export const slipsOfChosen = (ids: readonly number[]) => `/admin-packing-slips?orders=${[...ids].sort((a, b) => a - b).join(',')}`;

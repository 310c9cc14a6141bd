import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementOutput } from '../../../../shared/schemas/content.ts';
import { trpc } from '../../../lib/trpc.ts';

const ANNOUNCEMENT_ACTION_FAILURES = {
  toggle: 'Failed to update announcement status. Please try again.',
  remove: 'Failed to delete announcement. Please try again.',
} as const;

/**
 * Activate/Deactivate and Delete from the announcement list. docs/product/pieces-and-orders.md "Announcement": a toggle updates its row in
 * place, a delete removes it, and the storefront's bar is read again. `onFailure` is told the list's
 * banner text: null as an action starts, a message when it fails.
 */
export function useAnnouncementActions(onFailure: (message: string | null) => void) {
  const queryClient = useQueryClient();
  const replaceRows = (update: (rows: AnnouncementOutput[]) => AnnouncementOutput[]) => {
    queryClient.setQueryData(trpc.admin.announcements.list.queryKey(), (rows) => (rows ? update(rows) : rows));
    void queryClient.invalidateQueries({ queryKey: trpc.content.announcements.queryKey() });
  };
  const toggle = useMutation(
    trpc.admin.announcements.toggle.mutationOptions({
      onMutate: () => onFailure(null),
      onSuccess: (updated) => replaceRows((rows) => rows.map((row) => (row.id === updated.id ? updated : row))),
      onError: () => onFailure(ANNOUNCEMENT_ACTION_FAILURES.toggle),
    }),
  );
  const remove = useMutation(
    trpc.admin.announcements.delete.mutationOptions({
      onMutate: () => onFailure(null),
      onSuccess: (_result, { id }) => replaceRows((rows) => rows.filter((row) => row.id !== id)),
      onError: () => onFailure(ANNOUNCEMENT_ACTION_FAILURES.remove),
    }),
  );
  return { toggle, remove };
}

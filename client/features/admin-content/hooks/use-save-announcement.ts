import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { changedFields, payloadOf, type AnnouncementFormValues } from '../announcement-form-values.ts';

type SaveCallbacks = { onSaved: (message: string) => void; onError: (error: unknown) => void };

/**
 * Creates the announcement (`announcementId` null) or sends what changed since `initialValues`;
 * either way the admin list and the storefront's bar are read again.
 */
export function useSaveAnnouncement(announcementId: number | null, initialValues: AnnouncementFormValues) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.announcements.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.content.announcements.queryKey() }),
    ]);
  const create = useMutation(trpc.admin.announcements.create.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(trpc.admin.announcements.update.mutationOptions({ onSuccess: refresh }));
  const failed = create.error ?? update.error;
  const fallback = announcementId === null ? 'Failed to create announcement. Please try again.' : 'Failed to update announcement. Please try again.';

  const save = (values: AnnouncementFormValues, { onSaved, onError }: SaveCallbacks) => {
    if (announcementId === null) {
      create.mutate(payloadOf(values), { onSuccess: () => onSaved('Announcement created successfully!'), onError });
    } else {
      update.mutate({ id: announcementId, ...changedFields(initialValues, values) }, { onSuccess: () => onSaved('Announcement updated successfully!'), onError });
    }
  };
  return { save, saving: create.isPending || update.isPending, failure: failed ? errorMessage(failed, fallback) : null };
}

import { useQuery } from '@tanstack/react-query';
import { noteTemplatesOf } from '../../../../shared/schemas/settings.ts';
import { trpc } from '../../../lib/trpc.ts';

/** The note templates the owner keeps in Settings; none while they load. */
export function useNoteTemplates(): string[] {
  const settings = useQuery({
    ...trpc.admin.settings.getAll.queryOptions(),
    select: (data) => noteTemplatesOf(data.settings.order_note_templates),
  });
  return settings.data ?? [];
}

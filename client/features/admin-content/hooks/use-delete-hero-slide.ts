import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notice } from '../../../lib/notice.ts';
import { trpc } from '../../../lib/trpc.ts';
import { refreshHeroSlides } from './refresh-hero-slides.ts';

/** Deletes a slide; the admin table and the storefront's carousel are read again before the notice. */
export function useDeleteHeroSlide(onNotice: (notice: Notice) => void) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.heroSlides.delete.mutationOptions({
      onSuccess: async () => {
        await refreshHeroSlides(queryClient);
        onNotice({ type: 'success', text: 'Slide deleted successfully.' });
      },
      onError: () => onNotice({ type: 'error', text: 'Failed to delete slide.' }),
    }),
  );
}

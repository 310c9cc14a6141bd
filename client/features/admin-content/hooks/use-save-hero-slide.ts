import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HERO_SLIDE_MESSAGES } from '../../../../shared/schemas/content.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { refreshHeroSlides } from './refresh-hero-slides.ts';
import { slideFormData, type SlideFormValues } from '../hero-slide-form-values.ts';

type Handlers = { onSaved: (message: string) => void; onError: (error: unknown) => void };

/**
 * Creates a slide (`slideId` null) or changes one, as multipart with the cropped image. The admin
 * list and the storefront's carousel are read again before `onSaved` hears of it.
 */
export function useSaveHeroSlide(slideId: number | null, { onSaved, onError }: Handlers) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SlideFormValues) => {
      const form = slideFormData(values, slideId);
      return slideId === null ? trpcClient.admin.heroSlides.create.mutate(form) : trpcClient.admin.heroSlides.update.mutate(form);
    },
    onSuccess: async () => {
      await refreshHeroSlides(queryClient);
      onSaved(slideId === null ? HERO_SLIDE_MESSAGES.created : HERO_SLIDE_MESSAGES.updated);
    },
    onError,
  });
}

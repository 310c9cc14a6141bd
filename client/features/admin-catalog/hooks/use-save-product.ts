import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { reportUploadProgress } from '../../../lib/upload-progress.ts';
import { productFormData, type ProductFormValues } from '../product-form-values.ts';

/**
 * Saves the product form as multipart, so the cropped images travel as files with upload progress;
 * an edit carries the product's id in the form.
 */
export function useSaveProduct(productId: number | null) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (values: ProductFormValues) => {
      const form = productFormData(values);
      setProgress(0);
      reportUploadProgress(form, setProgress);
      if (productId === null) return trpcClient.admin.products.create.mutate(form);
      form.append('id', String(productId));
      return trpcClient.admin.products.update.mutate(form);
    },
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }), queryClient.invalidateQueries({ queryKey: trpc.admin.products.pathKey() })]),
  });
  return { ...mutation, progress };
}

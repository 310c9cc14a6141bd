import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductOutput } from '../../../../shared/schemas/catalog.ts';
import { postForm } from '../../../lib/post-form.ts';
import { trpc } from '../../../lib/trpc.ts';
import { productFormData, type ProductFormValues } from '../product-form-values.ts';

type Saved = { message: string; data: ProductOutput };

/**
 * Saves the product form through the REST product paths (spec §7): multipart, so the cropped images
 * travel as files with upload progress; an edit is `POST /products/{id}` with `_method=PUT`.
 */
export function useSaveProduct(productId: number | null) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (values: ProductFormValues) => {
      const form = productFormData(values);
      if (productId !== null) form.append('_method', 'PUT');
      setProgress(0);
      return postForm<Saved>(productId === null ? '/api/products' : `/api/products/${productId}`, form, { onUploadProgress: setProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }),
  });
  return { ...mutation, progress };
}

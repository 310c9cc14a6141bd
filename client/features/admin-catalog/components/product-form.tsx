import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
import { Alert, Button, Checkbox, Group, NumberInput, Paper, Progress, Select, Stack, TextInput } from '@mantine/core';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { SIZES } from '../../../../shared/constants.ts';
import { PRODUCT_FORM_MESSAGES } from '../../../../shared/schemas/admin-catalog.ts';
import { RichTextField } from '../../../components/rich-text-field.tsx';
import { errorMessage, fieldErrorsOf } from '../../../lib/errors.ts';
import { useSaveProduct } from '../hooks/use-save-product.ts';
import type { ProductFormValues } from '../product-form-values.ts';
import { ProductImagesField } from './product-images-field.tsx';
import { VintageDetailsField } from './vintage-details-field.tsx';
import { VisibilityField } from './visibility-field.tsx';

const SIZE_OPTIONS = SIZES.map((size) => ({ value: size, label: size.toUpperCase() }));

type Props = {
  initialValues: ProductFormValues;
  /** null when adding a product. */
  productId: number | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

/** The product form (docs/product/screens.md "Product form", docs/product/rules.md "Product form"): name, price and size required; price in steps of 0.01 from 0. */
export function ProductForm({ initialValues, productId, onSaved, onCancel }: Props) {
  const save = useSaveProduct(productId);
  const form = useForm<ProductFormValues>({
    initialValues,
    validate: {
      name: (name) => (name.trim() ? null : PRODUCT_FORM_MESSAGES.nameRequired),
      price: (price) => (price === '' ? PRODUCT_FORM_MESSAGES.priceRequired : Number(price) < 0 ? PRODUCT_FORM_MESSAGES.priceInvalid : null),
      size: (size) => (size ? null : PRODUCT_FORM_MESSAGES.sizeRequired),
      dropAt: (dropAt, values) => (values.dropName === null && values.visibility === 'scheduled' && !dropAt ? PRODUCT_FORM_MESSAGES.dropAtRequired : null),
    },
  });

  const submit = form.onSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => onSaved(productId === null ? PRODUCT_FORM_MESSAGES.created : PRODUCT_FORM_MESSAGES.updated),
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    });
  });
  const errors = form.errors;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <TextInput label="Name" required {...form.getInputProps('name')} />
            {/* A class of storefront.css, not SimpleGrid: this form shares a chunk with the product page, whose first load would carry SimpleGrid. */}
            <div className="form-columns">
              <NumberInput label="Price (₱)" required min={0} step={0.01} decimalScale={2} fixedDecimalScale thousandSeparator="," {...form.getInputProps('price')} />
              <Select label="Size" required data={SIZE_OPTIONS} allowDeselect={false} {...form.getInputProps('size')} />
              <TextInput label="SKU" description="Optional" {...form.getInputProps('sku')} />
            </div>
            <Group gap="xl">
              <Checkbox label="New arrival" {...form.getInputProps('is_new_arrival', { type: 'checkbox' })} />
              <Checkbox label="On sale" {...form.getInputProps('is_sale', { type: 'checkbox' })} />
            </Group>
            <VisibilityField
              visibility={form.values.visibility}
              dropAt={form.values.dropAt}
              dropName={form.values.dropName}
              onVisibilityChange={(visibility) => form.setFieldValue('visibility', visibility)}
              onDropAtChange={(dropAt) => form.setFieldValue('dropAt', dropAt)}
              error={errorText(errors, 'dropAt', 'drop_at', 'visibility')}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <ProductImagesField
            mainImage={form.values.mainImage}
            additionalImages={form.values.additionalImages}
            onMainImageChange={(image) => form.setFieldValue('mainImage', image)}
            onAdditionalImagesChange={(images) => form.setFieldValue('additionalImages', images)}
            errors={{
              image: errorText(errors, 'image', 'existing_image'),
              additional: errorText(errors, 'additional_images', 'existing_additional_images'),
            }}
          />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <VintageDetailsField value={form.values.details} onChange={(details) => form.setFieldValue('details', details)} errors={errors} />
        </Paper>
        <RichTextField label="Description" {...richText(form, 'description')} />
        <RichTextField label="Care Instructions" description="Shown under ‘Before You Buy’ on the product page." {...richText(form, 'care_instructions')} />
        {save.isPending && <Progress value={save.progress * 100} aria-label="Upload progress" animated />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {productId === null ? 'Create Product' : 'Update Product'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The first message among fields the server may name for one input (our errors are always text). */
function errorText(errors: FormErrors, ...fields: string[]): string | undefined {
  return fields.map((field) => errors[field]).find((error): error is string => typeof error === 'string');
}

type RichTextForm = Pick<UseFormReturnType<ProductFormValues>, 'values' | 'errors' | 'setFieldValue'>;

function richText(form: RichTextForm, field: 'description' | 'care_instructions') {
  return {
    value: form.values[field],
    onChange: (html: string) => form.setFieldValue(field, html),
    error: errorText(form.errors, field),
  };
}

import { Alert, Button, Checkbox, FileButton, Group, Image, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { VIEW_TYPES, type ViewType } from '../../../../shared/admin-constants.ts';
import type { HeroSlideOutput } from '../../../../shared/schemas/content.ts';
import { ImageCropDialog } from '../../../components/image-crop-dialog.tsx';
import { useDataUrl } from '../../../lib/use-data-url.ts';
import { SLIDE_ASPECT, slideFileName, slideFormValuesOf, NEW_SLIDE, type SlideFormValues } from '../hero-slide-form-values.ts';
import { slideSaveError } from '../hero-slide-save-error.ts';
import { useSaveHeroSlide } from '../hooks/use-save-hero-slide.ts';
import { ViewTypeQuestion } from './view-type-question.tsx';

const VIEW_TYPE_OPTIONS = VIEW_TYPES.map((value) => ({ value, label: value === 'desktop' ? 'Desktop' : 'Mobile' }));
const RECOMMENDED: Record<ViewType, string> = {
  desktop: 'Recommended 1600 × 800 (2:1), shown on screens 768 px and wider.',
  mobile: 'Recommended 1080 × 1440 (3:4), shown on smaller screens.',
};

function CroppedPreview({ file }: { file: File }) {
  const url = useDataUrl(file);
  return url ? <Image src={url} alt="New slide image" mah={180} w="auto" fit="contain" radius="sm" /> : null;
}

type Props = { slide: HeroSlideOutput | null; onClose: () => void; onSaved: (message: string) => void };

/** The Add/Edit Slide dialog (docs/product/screens.md "Shop Settings and hero slides"): the image is cropped to the view type's ratio before it is taken. */
export function HeroSlideDialog({ slide, onClose, onSaved }: Props) {
  const form = useForm<SlideFormValues>({ initialValues: slide ? slideFormValuesOf(slide) : NEW_SLIDE });
  const [picked, setPicked] = useState<File[]>([]);
  // On edit the slide keeps its current image until the view type changes or a new one is cropped.
  const [keepsCurrentImage, setKeepsCurrentImage] = useState(slide?.image_url != null);
  const viewType = form.values.view_type;

  const save = useSaveHeroSlide(slide?.id ?? null, { onSaved, onError: (error) => form.setErrors(slideSaveError(error).fieldErrors) });
  const banner = save.isError ? slideSaveError(save.error).message : null;

  // The view type asked for while an image is there: it waits for the admin's answer (docs/product/screens.md "Shop Settings and hero slides").
  const [askedViewType, setAskedViewType] = useState<ViewType | null>(null);

  const applyViewType = (next: ViewType) => {
    form.setValues({ view_type: next, image: null });
    setKeepsCurrentImage(false);
  };
  const changeViewType = (next: ViewType) => {
    if (next === viewType) return;
    if (form.values.image !== null || keepsCurrentImage) setAskedViewType(next);
    else applyViewType(next);
  };

  return (
    // While the question is open, it has the focus trap, and Escape and a tap outside answer it rather
    // than close the slide dialog under it (the question sits in a portal of its own, outside this one).
    <Modal
      opened
      onClose={onClose}
      title={slide ? 'Edit Slide' : 'Add Slide'}
      size="lg"
      closeOnEscape={askedViewType === null}
      closeOnClickOutside={askedViewType === null}
      trapFocus={askedViewType === null}
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          {banner && <Alert color="red">{banner}</Alert>}
          <Select
            label="View type"
            data={VIEW_TYPE_OPTIONS}
            allowDeselect={false}
            value={viewType}
            onChange={(value) => value && changeViewType(value)}
            error={form.errors.view_type}
          />
          <TextInput label="Title" {...form.getInputProps('title')} />
          <TextInput label="Subtitle" {...form.getInputProps('subtitle')} />
          <TextInput label="Description" description="The link the slide opens, such as /sale" {...form.getInputProps('link')} />
          <NumberInput label="Order" min={0} allowDecimal={false} {...form.getInputProps('order')} />
          <Checkbox label="Active" {...form.getInputProps('is_active', { type: 'checkbox' })} />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Image
            </Text>
            <Text size="xs" c="dimmed">
              {RECOMMENDED[viewType]}
            </Text>
            {form.values.image ? (
              <CroppedPreview file={form.values.image} />
            ) : (
              keepsCurrentImage && slide?.image_url && <Image src={slide.image_url} alt="Current slide image" mah={180} w="auto" fit="contain" radius="sm" />
            )}
            <Group gap="xs">
              <FileButton accept="image/png,image/jpeg,image/webp,image/avif" onChange={(file) => file && setPicked([file])}>
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconPhotoPlus size={16} />}>
                    {form.values.image || keepsCurrentImage ? 'Replace image' : 'Upload image'}
                  </Button>
                )}
              </FileButton>
              {form.values.image && (
                <Button variant="subtle" color="red" onClick={() => form.setFieldValue('image', null)}>
                  Remove
                </Button>
              )}
            </Group>
            {form.errors.image && (
              <Text size="xs" c="red.8">
                {form.errors.image}
              </Text>
            )}
          </Stack>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {slide ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
      <ImageCropDialog
        files={picked}
        aspectRatio={SLIDE_ASPECT[viewType]}
        title={viewType === 'desktop' ? 'Crop Desktop Slide' : 'Crop Mobile Slide'}
        description={RECOMMENDED[viewType]}
        fileName={() => slideFileName(viewType)}
        onApply={(file) => form.setFieldValue('image', file)}
        onDone={() => setPicked([])}
      />
      <ViewTypeQuestion
        opened={askedViewType !== null}
        onCancel={() => setAskedViewType(null)}
        onContinue={() => {
          if (askedViewType) applyViewType(askedViewType);
          setAskedViewType(null);
        }}
      />
    </Modal>
  );
}

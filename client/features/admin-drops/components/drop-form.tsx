import { Alert, Button, Checkbox, FileButton, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage, fieldErrorsOf } from '../../../lib/errors.ts';
import { dropPayload, type DropFormValues } from '../drop-form-values.ts';
import { DropCoverPreview } from './drop-cover-preview.tsx';

type Props = {
  initialValues: DropFormValues;
  /** The saved cover's picture, shown until another is chosen. */
  coverUrl: string | null;
  /** Null when creating: every field is sent; otherwise only the changed ones. */
  editing: boolean;
  /** The time may change only before the drop opens. */
  canReschedule: boolean;
  saving: boolean;
  error: unknown;
  onSubmit: (payload: ReturnType<typeof dropPayload>) => void;
  onCancel?: () => void;
};

/** A drop's name, address, description, cover, time (Manila) and teaser choice. */
export function DropForm({ initialValues, coverUrl, editing, canReschedule, saving, error, onSubmit, onCancel }: Props) {
  const form = useForm<DropFormValues>({
    initialValues,
    validate: {
      name: (name) => (name.trim() ? null : 'Name is required'),
      drop_at: (dropAt) => (dropAt ? null : 'Date and time are required'),
    },
  });
  const submit = form.onSubmit((values) => onSubmit(dropPayload(values, editing ? initialValues : null)));
  const serverFields = fieldErrorsOf(error);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error !== null && Object.keys(serverFields).length === 0 && <Alert color="red">{errorMessage(error, 'Failed to save the drop. Please try again.')}</Alert>}
        <TextInput label="Name" required size="md" {...form.getInputProps('name')} error={form.errors.name ?? serverFields.name} />
        <TextInput
          label="Page link"
          description={`The drop's page: /drops/${form.values.slug.trim() || '…'}. Left empty, it is made from the name.`}
          size="md"
          {...form.getInputProps('slug')}
          error={form.errors.slug ?? serverFields.slug}
        />
        <Textarea label="Description" autosize minRows={2} size="md" {...form.getInputProps('description')} error={form.errors.description ?? serverFields.description} />
        <TextInput
          type="datetime-local"
          label="Opens (Manila time)"
          required
          size="md"
          disabled={!canReschedule}
          description={canReschedule ? undefined : 'The drop has opened; its time can no longer change'}
          {...form.getInputProps('drop_at')}
          error={form.errors.drop_at ?? serverFields.drop_at}
        />
        {/* FileButton, as the product form's pictures: FileInput would be a chunk of its own for this one field. */}
        <Stack gap={4}>
          <Group gap="sm">
            <FileButton accept="image/*" onChange={(file) => form.setFieldValue('cover', file)}>
              {(props) => (
                <Button variant="default" size="md" {...props}>
                  {form.values.cover ? 'Change cover image' : 'Choose cover image'}
                </Button>
              )}
            </FileButton>
            {form.values.cover && <Text size="sm">{form.values.cover.name}</Text>}
          </Group>
          <DropCoverPreview chosen={form.values.cover} savedUrl={coverUrl} />
          {serverFields.cover && (
            <Text size="sm" c="red" role="alert">
              {serverFields.cover}
            </Text>
          )}
        </Stack>
        <Checkbox label="Show the pieces’ photos before the drop opens" size="md" {...form.getInputProps('show_teaser', { type: 'checkbox' })} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" size="md" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="md" loading={saving}>
            {editing ? 'Save drop' : 'Create drop'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

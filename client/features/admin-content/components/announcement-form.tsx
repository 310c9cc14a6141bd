import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, Checkbox, ColorInput, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AnnouncementStrip } from '../../../components/content/announcement-strip.tsx';
import { errorMessage, fieldErrorsOf } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { changedFields, payloadOf, type AnnouncementFormValues } from '../announcement-form-values.ts';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

type Props = {
  initialValues: AnnouncementFormValues;
  /** null when creating. */
  announcementId: number | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

/** The announcement form of spec §2, with a live preview drawn by the storefront's own strip. */
export function AnnouncementForm({ initialValues, announcementId, onSaved, onCancel }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<AnnouncementFormValues>({
    initialValues,
    validate: {
      text: (text) => (text.trim() ? null : 'Text is required'),
      display_order: (order) => (order === '' || Number(order) < 0 ? 'Display order must be 0 or more' : null),
      background_color: (color) => (HEX_COLOR.test(color) ? null : 'Use a colour like #000000'),
      text_color: (color) => (HEX_COLOR.test(color) ? null : 'Use a colour like #FFFFFF'),
    },
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.announcements.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.content.announcements.queryKey() }),
    ]);
  const create = useMutation(trpc.admin.announcements.create.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(trpc.admin.announcements.update.mutationOptions({ onSuccess: refresh }));
  const saving = create.isPending || update.isPending;
  const failed = create.error ?? update.error;
  const failure = announcementId === null ? 'Failed to create announcement. Please try again.' : 'Failed to update announcement. Please try again.';

  const submit = form.onSubmit((values) => {
    const onError = (error: unknown) => form.setErrors(fieldErrorsOf(error));
    if (announcementId === null) {
      create.mutate(payloadOf(values), { onSuccess: () => onSaved('Announcement created successfully!'), onError });
    } else {
      update.mutate({ id: announcementId, ...changedFields(initialValues, values) }, { onSuccess: () => onSaved('Announcement updated successfully!'), onError });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failed && <Alert color="red">{errorMessage(failed, failure)}</Alert>}
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <TextInput label="Text" required {...form.getInputProps('text')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput label="Display order" min={0} step={1} allowDecimal={false} {...form.getInputProps('display_order')} />
              <Checkbox label="Active" mt={{ sm: 30 }} {...form.getInputProps('is_active', { type: 'checkbox' })} />
              <TextInput label="Button text" description="Optional" {...form.getInputProps('button_text')} />
              <TextInput label="Button link" description="A page of the shop such as /sale, or a full web address" {...form.getInputProps('button_link')} />
              <ColorInput label="Background colour" format="hex" {...form.getInputProps('background_color')} />
              <ColorInput label="Text colour" format="hex" {...form.getInputProps('text_color')} />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            Live preview
          </Text>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-label="Live preview">
            <AnnouncementStrip announcement={{ ...payloadOf(form.values), text: form.values.text || 'Your announcement text' }} />
          </Paper>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {announcementId === null ? 'Create Announcement' : 'Update Announcement'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

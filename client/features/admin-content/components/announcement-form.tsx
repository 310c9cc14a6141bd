// ColorInput's preview of the colour is a ColorSwatch: without its sheet it is 0 × 0.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, Checkbox, ColorInput, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { KeyboardEvent } from 'react';
import { AnnouncementStrip } from '../../../components/content/announcement-strip.tsx';
import { fieldErrorsOf } from '../../../lib/errors.ts';
import { payloadOf, type AnnouncementFormValues } from '../announcement-form-values.ts';
import { useSaveAnnouncement } from '../hooks/use-save-announcement.ts';
import { ContrastNote } from './contrast-note.tsx';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * Enter (a phone's Go) in a colour field ends the typing, not the form: submitting there saved a
 * half-chosen colour before its preview was ever looked at.
 */
function keepEnterInField(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.blur();
}

type Props = {
  initialValues: AnnouncementFormValues;
  /** null when creating. */
  announcementId: number | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

/** The announcement form (docs/product/screens.md "Announcement form"), with a live preview drawn by the storefront's own strip. */
export function AnnouncementForm({ initialValues, announcementId, onSaved, onCancel }: Props) {
  const form = useForm<AnnouncementFormValues>({
    initialValues,
    validate: {
      text: (text) => (text.trim() ? null : 'Text is required'),
      display_order: (order) => (order === '' || Number(order) < 0 ? 'Display order must be 0 or more' : null),
      background_color: (color) => (HEX_COLOR.test(color) ? null : 'Use a colour like #000000'),
      text_color: (color) => (HEX_COLOR.test(color) ? null : 'Use a colour like #FFFFFF'),
    },
  });
  const { save, saving, failure } = useSaveAnnouncement(announcementId, initialValues);
  const submit = form.onSubmit((values) => save(values, { onSaved, onError: (error) => form.setErrors(fieldErrorsOf(error)) }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure && <Alert color="red">{failure}</Alert>}
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            {/* A message may run to 500 characters: the field grows to show it whole while it is written. */}
            <Textarea label="Text" required autosize minRows={2} maxRows={8} {...form.getInputProps('text')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput label="Display order" min={0} step={1} allowDecimal={false} {...form.getInputProps('display_order')} />
              <Checkbox label="Active" mt={{ sm: 30 }} {...form.getInputProps('is_active', { type: 'checkbox' })} />
              <TextInput label="Button text" description="Optional" {...form.getInputProps('button_text')} />
              <TextInput label="Button link" description="A page of the shop such as /sale, or a full web address" {...form.getInputProps('button_link')} />
              <ColorInput label="Background colour" format="hex" onKeyDown={keepEnterInField} {...form.getInputProps('background_color')} />
              <ColorInput label="Text colour" format="hex" onKeyDown={keepEnterInField} {...form.getInputProps('text_color')} />
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
          <ContrastNote text={form.values.text_color} background={form.values.background_color} />
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

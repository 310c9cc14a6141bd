import { ActionIcon, Button, Group, Input, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MAX_NOTE_TEMPLATE_LENGTH, MAX_NOTE_TEMPLATES, noteTemplatesOf } from '../../../../shared/schemas/settings.ts';

/** The rows as the owner has them, an empty one just added included (the server drops blank rows when saving). */
function rowsOf(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.every((row) => typeof row === 'string')) return parsed;
  } catch {
    // Not the form's own JSON: read it as the server would.
  }
  return noteTemplatesOf(value);
}

type Props = {
  /** The setting as stored: the JSON text of the list. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
};

/** Settings: the order desk's note templates (`order_note_templates`), one row each, added and removed here. */
export function NoteTemplatesField({ value, onChange, error }: Props) {
  const rows = rowsOf(value);
  const save = (next: string[]) => onChange(JSON.stringify(next));
  return (
    <Paper withBorder p="md" radius="md" component="fieldset" aria-describedby="note-templates-help">
      <Stack gap="sm">
        <Text component="legend" fw={600}>
          Order note templates
        </Text>
        <Text id="note-templates-help" size="sm" c="dimmed">
          One tap in Order Management fills the admin notes with one of these. Type … where the note needs
          completing (an amount, a date): it is selected for you to type over.
        </Text>
        {rows.map((row, index) => (
          // Rows have no identity but their place; removing one re-labels the rest, which is what they say.
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <Textarea
              aria-label={`Template ${index + 1}`}
              value={row}
              onChange={(event) => save(rows.with(index, event.currentTarget.value))}
              maxLength={MAX_NOTE_TEMPLATE_LENGTH}
              autosize
              minRows={1}
              maxRows={4}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              aria-label={`Remove template ${index + 1}`}
              onClick={() => save(rows.filter((_, other) => other !== index))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          h={44}
          w="fit-content"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= MAX_NOTE_TEMPLATES}
          onClick={() => save([...rows, ''])}
        >
          Add template
        </Button>
        {error && <Input.Error>{error}</Input.Error>}
      </Stack>
    </Paper>
  );
}

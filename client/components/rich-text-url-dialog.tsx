import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';

export type UrlDialogProps = {
  /** The dialog's title and its confirming button: 'Add link', 'Add image'. */
  action: string;
  label: string;
  initialValue: string;
  /** The message to show under a URL the editor refuses, or null to take it. */
  refusal: (url: string) => string | null;
  /** Called with a trimmed URL the editor takes; an empty one closes the dialog with nothing done. */
  onAccept: (url: string) => void;
  onClose: () => void;
};

/**
 * The rich-text field's question for a URL (docs/product/screens.md "Rich-text field"), in the app's
 * own dialog instead of the browser's prompt, so that a refused URL can be said beside the field. No
 * form element: this dialog sits inside the product and settings forms, and Enter here must not send them.
 */
export function RichTextUrlDialog({ action, label, initialValue, refusal, onAccept, onClose }: UrlDialogProps) {
  const [url, setUrl] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);

  const accept = () => {
    const trimmed = url.trim();
    if (trimmed === '') return onClose();
    const refused = refusal(trimmed);
    if (refused) return setError(refused);
    onAccept(trimmed);
  };
  const acceptOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    accept();
  };

  return (
    <Modal opened onClose={onClose} title={action}>
      <Stack gap="md">
        <TextInput
          label={label}
          data-autofocus
          value={url}
          error={error}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={acceptOnEnter}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={accept}>{action}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

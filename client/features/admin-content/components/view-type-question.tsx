import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** The words of docs/product/screens.md "Shop Settings and hero slides", asked when the view type of a slide with an image changes. */
const VIEW_TYPE_CHANGE =
  'Changing the view type will remove the current image. You will need to upload and crop a new image with the appropriate aspect ratio. Continue?';

type Props = { opened: boolean; onCancel: () => void; onContinue: () => void };

/** The view-type question as the shop's own dialog (not the browser's confirm), over the slide dialog. */
export function ViewTypeQuestion({ opened, onCancel, onContinue }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Change view type" size="sm" zIndex={300}>
      <Stack gap="md">
        <Text size="sm">{VIEW_TYPE_CHANGE}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onContinue}>Continue</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

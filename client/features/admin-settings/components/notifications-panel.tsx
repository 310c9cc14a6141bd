import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { momentText } from '../../../../shared/moment-text.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { usePushDevices } from '../hooks/use-push-devices.ts';
import type { PushSupport } from '../push/this-device.ts';

const SUPPORT_NOTES: Record<Exclude<PushSupport, 'ready'>, string> = {
  blocked: 'Notifications are blocked for this site. Allow them in your browser’s site settings, then come back here.',
  'install-first': 'On an iPhone or iPad, add this page to your Home Screen first (Share, then Add to Home Screen), open Ukay Admin from there and turn notifications on.',
  unsupported: 'This browser cannot show notifications. Open the admin in Chrome, Edge, Firefox or Safari on your phone.',
};

/**
 * Shop Settings' notifications (docs/product/screens.md "Shop Settings and hero slides"): this
 * device turned on or off, a test push, and every device of the owner's, each removable.
 */
export function NotificationsPanel() {
  const { devices, list, support, thisDevice, turnOn, turnOff, remove, test } = usePushDevices();
  // The browser's own refusal (no push service reachable, a private window) says what it is; the shop's is worded by the shop.
  const failure = turnOn.error
    ? errorMessage(turnOn.error, `This browser could not turn notifications on: ${turnOn.error.message}`)
    : errorMessage(turnOff.error ?? remove.error ?? test.error);
  const failed = turnOn.error ?? turnOff.error ?? remove.error ?? test.error;
  const publicKey = devices.data?.publicKey;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="notifications-heading">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="notifications-heading">
          Notifications on your phone
        </Title>
        <Text size="sm">A notification on this device for each new order and payment proof, a proof showing another amount, and each drop as it opens, even when the shop is not open.</Text>
        {support && support !== 'ready' && <Alert color="yellow">{SUPPORT_NOTES[support]}</Alert>}
        {support === 'ready' &&
          (thisDevice ? (
            <Group gap="sm">
              <Text size="sm" fw={700} w="100%">
                This device gets notifications.
              </Text>
              <Button variant="light" loading={test.isPending} onClick={() => test.mutate({ id: thisDevice.id })}>
                Send a test
              </Button>
              <Button variant="subtle" color="red" loading={turnOff.isPending} onClick={() => turnOff.mutate(thisDevice.id)}>
                Turn off here
              </Button>
            </Group>
          ) : (
            <Group>
              <Button disabled={!publicKey} loading={turnOn.isPending} onClick={() => publicKey && turnOn.mutate(publicKey)}>
                Turn on notifications
              </Button>
            </Group>
          ))}
        {test.isSuccess && <Text size="sm">A test notification is on its way.</Text>}
        {failed && <Alert color="red">{failure}</Alert>}
        {list.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your devices">
            {list.map((device) => (
              <Group key={device.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text size="sm" fw={700}>
                      {device.name}
                    </Text>
                    {device.id === thisDevice?.id && <Badge variant="light">This device</Badge>}
                  </Group>
                  <Text size="xs" c="dimmed">
                    Added {momentText(device.createdAt)} · {device.lastPushedAt ? `last notified ${momentText(device.lastPushedAt)}` : 'not notified yet'}
                  </Text>
                </Stack>
                <Button variant="subtle" color="red" style={{ flex: 'none' }} aria-label={`Remove ${device.name}`} loading={remove.isPending && remove.variables.id === device.id} onClick={() => remove.mutate({ id: device.id })}>
                  Remove
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

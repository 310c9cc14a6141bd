import { Anchor, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { dropTimeText } from '../drop-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useServerCountdown } from '../hooks/use-server-countdown.ts';
import { DropCountdown } from './drop-countdown.tsx';

/**
 * The home page's strip for the next drop: its name, its time in Manila, a countdown and the way to its
 * page. Loaded after first paint (the home route imports it lazily), and nothing at all without a drop.
 */
export function DropStrip() {
  const upcoming = useQuery(trpc.drops.upcoming.queryOptions());
  const drop = upcoming.data?.drop;
  const offsetMs = upcoming.data ? Date.parse(upcoming.data.server_time) - upcoming.dataUpdatedAt : 0;
  const remaining = useServerCountdown(drop ? Date.parse(drop.drop_at) : 0, offsetMs);
  if (!drop) return null;
  const open = remaining <= 0;
  return (
    <Container size="xl" pt="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-label="Next drop">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Text fw={700}>{open ? `${drop.name} is open` : drop.name}</Text>
            <Text fz="sm" c="dimmed">
              {dropTimeText(new Date(drop.drop_at))} (Manila time)
            </Text>
          </Stack>
          {!open && <DropCountdown remainingMs={remaining} size="sm" />}
          <Anchor renderRoot={(props) => <Link to="/drops/$slug" params={{ slug: drop.slug }} {...props} />} fw={600} mih={44} style={{ display: 'inline-flex', alignItems: 'center' }}>
            {open ? 'Shop the drop' : 'See the drop'}
          </Anchor>
        </Group>
      </Paper>
    </Container>
  );
}

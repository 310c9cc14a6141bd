import { Anchor, Badge, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { momentText } from '../../../../shared/moment-text.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useServerCountdown } from '../hooks/use-server-countdown.ts';
import { DropCountdown } from './drop-countdown.tsx';

/**
 * The home page's strip for the next drop: its name, its time in Manila, a countdown and the way to its
 * page; once open, "Live now". Loaded after first paint (the home route imports it lazily, only when
 * there is a drop to show).
 */
export function DropStrip() {
  const upcoming = useQuery(trpc.drops.upcoming.queryOptions());
  const drop = upcoming.data?.drop;
  const offsetMs = upcoming.data ? Date.parse(upcoming.data.server_time) - upcoming.dataUpdatedAt : 0;
  const remaining = useServerCountdown(drop ? Date.parse(drop.drop_at) : 0, offsetMs);
  if (!drop) return null;
  const open = remaining <= 0;
  // Two lines rather than an ellipsis: "Friday Barong D…" told the shopper less than the drop's name.
  // Once open, "Live now" leads its first line.
  const name = (
    <Text fw={700} lh={1.3} lineClamp={2}>
      {open && (
        <Badge color="red.9" variant="filled" mr={6} style={{ verticalAlign: 'text-bottom' }}>
          Live now
        </Badge>
      )}
      {drop.name}
    </Text>
  );
  const link = (
    <Anchor
      renderRoot={(props) => <Link to="/drops/$slug" params={{ slug: drop.slug }} {...props} />}
      fw={600}
      mih={44}
      style={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }}
    >
      {open ? 'Shop the drop' : 'See the drop'}
    </Anchor>
  );
  return (
    // Compact, as it sits above New Arrivals, and one height for each state (storefront.css `.drop-strip`),
    // which the home page keeps for it before this chunk comes (DropStripSpace). The name has the
    // strip's width; the way in sits beside what is left of a line.
    <Container size="xl" pt="sm">
      <Paper withBorder radius="md" px="sm" py={6} component="section" aria-label="Next drop" className="drop-strip" data-open={open}>
        {open ? (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {name}
            {link}
          </Group>
        ) : (
          <Stack gap={2}>
            {name}
            <Text fz="sm" c="dimmed">
              {momentText(drop.drop_at)}
            </Text>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <DropCountdown remainingMs={remaining} size="sm" />
              {link}
            </Group>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}

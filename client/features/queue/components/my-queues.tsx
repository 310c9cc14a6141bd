import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MyQueuesOutput } from '../../../../shared/schemas/queue.ts';
import { holdLapsed } from '../../../lib/live/hold-lapse.ts';
import { useMyQueues } from '../hooks/use-queue.ts';
import { useTurnChanges } from '../hooks/use-turn-changes.ts';

type Queue = MyQueuesOutput['queues'][number];

/**
 * Where the buyer stands in one line at `moment` (server time). A turn past its end is over, whatever
 * the last answer said, until the server's next answer drops the line (audit B-4: "it is your turn" stayed).
 */
function standing(queue: Queue, moment: number): string {
  if (queue.your_turn) return holdLapsed(queue.turn_ends_at, moment) ? 'Your turn has ended' : 'Reserved by You: it is your turn';
  return `You are #${queue.place ?? queue.length} in line`;
}

/** The pieces the buyer waits for, and their place in each (the cart lists them under its lines), kept true as turns start and end. */
export function MyQueues() {
  const queues = useMyQueues().data?.queues ?? [];
  const moment = useTurnChanges(
    queues.map((queue) => queue.product.id),
    queues.flatMap((queue) => [queue.turn_starts_at, queue.turn_ends_at]),
  );
  if (queues.length === 0) return null;
  return (
    <Stack gap="xs" mt="lg">
      <Title order={2} fz="lg">
        Waiting in line
      </Title>
      {queues.map((queue) => (
        <Card key={queue.product.id} withBorder padding="sm">
          {/* The theme's link (audit B-9: it was the browser's own blue). */}
          <Anchor fw={600} renderRoot={(props) => <Link to="/product/$id" params={{ id: String(queue.product.id) }} {...props} />}>
            {queue.product.name}
          </Anchor>
          <Text size="sm">{standing(queue, moment)}</Text>
        </Card>
      ))}
    </Stack>
  );
}

import { Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMyQueues } from '../hooks/use-queue.ts';
import { useTurnChanges } from '../hooks/use-turn-changes.ts';

/** The pieces the buyer waits for, and their place in each (the cart lists them under its lines), kept true as turns start and end. */
export function MyQueues() {
  const queues = useMyQueues().data?.queues ?? [];
  useTurnChanges(
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
          <Link to="/product/$id" params={{ id: String(queue.product.id) }}>
            {queue.product.name}
          </Link>
          <Text size="sm">{queue.your_turn ? 'Reserved by You: it is your turn' : `You are #${queue.place ?? queue.length} in line`}</Text>
        </Card>
      ))}
    </Stack>
  );
}

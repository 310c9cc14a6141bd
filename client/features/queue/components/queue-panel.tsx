import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { momentText } from '../../../../shared/moment-text.ts';
import type { ProductOutput } from '../../../../shared/schemas/catalog.ts';
import { useCurrentPiece } from '../../../lib/live/use-hold-lapse.ts';
import { useSession } from '../../../lib/session.ts';
import { useJoinQueue, useLeaveQueue, useQueuePlace } from '../hooks/use-queue.ts';
import { useTurnChanges } from '../hooks/use-turn-changes.ts';

/**
 * Next in line on the product page (design.md §8 "Next in line"): on a piece that is On Hold for someone else, "Join the
 * queue" (a guest gives the e-mail their turn is told to); once in it, "You are #N in line · Leave the queue".
 */
export function QueuePanel({ product: listed }: { product: ProductOutput }) {
  const product = useCurrentPiece(listed);
  const user = useSession();
  const place = useQueuePlace(product.id);
  const { join, isPending } = useJoinQueue();
  const leave = useLeaveQueue();
  const [email, setEmail] = useState('');
  // Once in line, "You are #1" turns into "It's your turn" the moment the turn starts.
  useTurnChanges(place.data?.place ? [product.id] : [], [place.data?.turn_starts_at ?? null, place.data?.turn_ends_at ?? null]);

  if (place.data?.place) {
    const { place: mine, your_turn: yourTurn, turn_ends_at: endsAt } = place.data;
    return (
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text fw={600}>{yourTurn && endsAt ? `It's your turn: held for you until ${momentText(endsAt)}` : `You are #${mine} in line`}</Text>
        <Button variant="subtle" color="gray" className="tap-target" loading={leave.isPending} onClick={() => leave.mutate({ product_id: product.id })}>
          {yourTurn ? 'Pass' : 'Leave the queue'}
        </Button>
      </Group>
    );
  }
  if (product.status !== 'OnHold' || product.available_to_you) return null;
  const waiting = place.data?.length ?? 0;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        join(product.id, user ? undefined : email);
      }}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {waiting > 0 ? `${waiting} waiting. ` : ''}If the hold lapses, the piece is held for the first in line.
        </Text>
        {!user && (
          <TextInput
            type="email"
            label="Your e-mail"
            // A typed address gets one turn mail until its link is opened (server/modules/mail/typed-address.ts).
            description="We mail you when it's your turn. Open that mail's link to get later turn news here too."
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            autoComplete="email"
          />
        )}
        <Button type="submit" variant="light" fullWidth className="tap-target" loading={isPending}>
          Join the queue
        </Button>
      </Stack>
    </form>
  );
}

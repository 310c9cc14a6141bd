import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { TURN_LINK_INVALID } from '../../../../shared/schemas/queue.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { ensureGuestId } from '../../../lib/guest-id.ts';
import { useSession } from '../../../lib/session.ts';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../components/notifications-host.tsx';

/**
 * The link of "It's your turn", opened on this device: the turn becomes this shopper's (a guest here
 * becomes one if they were not), and the cart opens with the piece held for them. Asked once per visit.
 */
export function TurnByLinkView({ token }: { token: string }) {
  const user = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const take = useMutation(
    trpc.queue.takeTurn.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.queue.pathKey() });
        showToast({ color: 'green', message: 'It’s your turn: the piece is in your cart, held for you.' });
        void navigate({ to: '/cart' });
      },
    }),
  );
  const asked = useRef(false);
  // A link cut short of its token is answered here: the server could only refuse it.
  const tokenless = token.trim() === '';
  useEffect(() => {
    if (asked.current || tokenless) return;
    asked.current = true;
    if (!user) ensureGuestId();
    take.mutate({ token });
  });

  if (!take.isError && !tokenless) return <Skeleton h={160} radius="md" aria-label="Opening your turn" />;
  return (
    <Stack align="flex-start">
      <Alert color="yellow" role="alert">
        {tokenless ? TURN_LINK_INVALID : errorMessage(take.error, 'This turn could not be opened.')}
      </Alert>
      <Group>
        <Button component={Link} to="/cart" className="tap-target">
          See my cart
        </Button>
        <Button component={Link} to="/products" variant="default" className="tap-target">
          Browse Products
        </Button>
      </Group>
    </Stack>
  );
}

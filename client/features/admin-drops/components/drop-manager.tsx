import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatPesos } from '../../../../shared/money.ts';
import { askToConfirm } from '../../../components/ask-to-confirm.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formValuesOf, withDropId } from '../drop-form-values.ts';
import { useDropDetail, useDropMutations } from '../hooks/use-drops.ts';
import { DropForm } from './drop-form.tsx';
import { DropPiecePicker } from './drop-piece-picker.tsx';
import { DropStatusBadge } from './drop-status-badge.tsx';

type Props = { id: number; onBack: () => void };

/** One drop: edit or reschedule it, add Draft pieces and take pieces out, or cancel it before it opens. */
export function DropManager({ id, onBack }: Props) {
  const detail = useDropDetail(id);
  const { update, cancel, assign, remove } = useDropMutations();
  const drop = detail.data;
  const upcoming = drop?.status === 'Upcoming';
  const failure = assign.error ?? remove.error ?? cancel.error;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Button variant="subtle" size="md" onClick={onBack}>
          ← All drops
        </Button>
        {drop && (
          <Anchor renderRoot={(props) => <Link to="/drops/$slug" params={{ slug: drop.slug }} {...props} />} mih={44} style={{ display: 'inline-flex', alignItems: 'center' }}>
            View the drop page
          </Anchor>
        )}
      </Group>
      {detail.isError && <Alert color="red">{errorMessage(detail.error, 'Failed to load the drop.')}</Alert>}
      {drop && (
        <>
          <Group gap="sm">
            <Title order={3}>{drop.name}</Title>
            <DropStatusBadge status={drop.status} />
          </Group>
          {drop.status !== 'Cancelled' && (
            <DropForm
              key={`${drop.id}-${drop.drop_at}-${drop.slug}`}
              initialValues={formValuesOf(drop)}
              coverUrl={drop.cover_url}
              editing
              canReschedule={upcoming}
              saving={update.isPending}
              error={update.error}
              onSubmit={(payload) => update.mutate(withDropId(payload, drop.id))}
            />
          )}
          {failure && <Alert color="red">{errorMessage(failure)}</Alert>}
          <Stack gap="sm">
            <Title order={4}>Pieces ({drop.piece_count})</Title>
            {drop.pieces.length === 0 && <Text c="dimmed">No pieces yet.</Text>}
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {drop.pieces.map((piece) => (
                <Card key={piece.id} component="li" withBorder padding="sm" radius="md">
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={0} miw={0}>
                      <Text fw={600} truncate>
                        {piece.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {formatPesos(piece.price)}
                        {piece.sku ? ` · ${piece.sku}` : ''}
                      </Text>
                    </Stack>
                    {upcoming && (
                      <Button
                        variant="light"
                        color="red"
                        size="md"
                        aria-label={`Take ${piece.name} out of the drop`}
                        style={{ flexShrink: 0 }}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate({ id: drop.id, product_id: piece.id })}
                      >
                        Take out
                      </Button>
                    )}
                  </Group>
                </Card>
              ))}
            </Stack>
            {upcoming && <DropPiecePicker adding={assign.isPending} onAdd={(productIds, onAdded) => assign.mutate({ id: drop.id, product_ids: productIds }, { onSuccess: onAdded })} />}
          </Stack>
          {upcoming && (
            <Group justify="flex-end">
              <Button
                color="red"
                variant="light"
                size="md"
                loading={cancel.isPending}
                onClick={() =>
                  askToConfirm({
                    title: 'Cancel drop',
                    message: `Cancel “${drop.name}”? Its ${drop.piece_count} pieces go back to Draft and the drop page will say it was cancelled.`,
                    confirmLabel: 'Cancel drop',
                    onConfirm: () => cancel.mutate({ id: drop.id }),
                  })
                }
              >
                Cancel drop
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

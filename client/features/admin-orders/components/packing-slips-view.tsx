import '@mantine/core/styles/SegmentedControl.css';
import './packing-slips.css';
import { Alert, Button, Container, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MAX_PACKING_SLIPS, type PackingSlipsInput } from '../../../../shared/schemas/packing-slips.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { PACKING_SLIP_SIZES, type PackingSlipSize, type PackingSlipsSearch } from '../packing-slips-search.ts';
import { PackingSlip } from './packing-slip.tsx';

const SIZE_LABELS: Record<PackingSlipSize, string> = { a6: 'A6 · one per page', a4: 'A4 · stacked' };

/** The page box of the size chosen, in millimetres (Chromium knows no `A6` keyword); a margin printers can reach. */
const PAGE_RULES: Record<PackingSlipSize, string> = {
  a6: '@page { size: 105mm 148mm; margin: 6mm; }',
  a4: '@page { size: 210mm 297mm; margin: 12mm; }',
};

function slipsInput({ order, orders, status }: PackingSlipsSearch): PackingSlipsInput {
  if (order !== undefined) return { order };
  return orders === undefined ? { status: status ?? 'approved' } : { orders };
}

function titleOf(input: PackingSlipsInput): string {
  if (input.order !== undefined) return `Packing slip: order #${input.order}`;
  if (input.orders !== undefined) return 'Packing slips: orders chosen';
  return `Packing slips: ${input.status ?? ''} orders`;
}

type Props = { search: PackingSlipsSearch; onSizeChange: (size: PackingSlipSize) => void };

/** Printable packing slips of one order or of every order in a status (the Approved ones, ready to pack). */
export function PackingSlipsView({ search, onSizeChange }: Props) {
  const input = slipsInput(search);
  const size = search.size ?? 'a6';
  const slips = useQuery(trpc.admin.orders.packingSlips.queryOptions(input));
  const title = titleOf(input);

  return (
    <Container component="main" size="sm" py="xl" w="100%" className="packing-slips-page">
      <title>{`${title} · Ukay`}</title>
      <style>{PAGE_RULES[size]}</style>
      <Stack gap="lg">
        <Stack gap="md" className="packing-slips-controls">
          <Button
            renderRoot={(props) => <Link to="/admin-orders" search={input.order === undefined ? { status: input.status } : { order: input.order }} {...props} />}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
            w="fit-content"
            mih={44}
            px={0}
          >
            Back to Order Management
          </Button>
          <Title order={1}>{title}</Title>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="packing-slip-size">
              Paper
            </Text>
            <SegmentedControl
              aria-labelledby="packing-slip-size"
              value={size}
              onChange={onSizeChange}
              data={PACKING_SLIP_SIZES.map((value) => ({ value, label: SIZE_LABELS[value] }))}
              size="md"
              fullWidth
            />
          </Stack>
          <Group>
            <Button leftSection={<IconPrinter size={18} />} h={44} onClick={() => window.print()} disabled={!slips.data?.slips.length}>
              Print
            </Button>
          </Group>
          {slips.data?.more && (
            <Alert color="yellow">{`Only the oldest ${MAX_PACKING_SLIPS} orders are here. Print them, mark them shipped, then open this page again for the rest.`}</Alert>
          )}
        </Stack>
        {slips.isPending ? (
          <Skeleton h={320} radius="md" aria-label="Loading packing slips" />
        ) : slips.isError ? (
          <Alert color="red">{errorMessage(slips.error, 'The packing slips could not be loaded.')}</Alert>
        ) : slips.data.slips.length === 0 ? (
          <Alert color="blue">{`No ${input.status ?? ''} orders to pack.`}</Alert>
        ) : (
          <div className="packing-slips" data-size={size}>
            {slips.data.slips.map((slip) => (
              <PackingSlip key={slip.id} slip={slip} returnAddress={slips.data.return_address} />
            ))}
          </div>
        )}
      </Stack>
    </Container>
  );
}

import { Badge, Button, Collapse, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconDownload, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { exportUrl, type AdminOrdersSearch } from '../admin-orders-search.ts';
import { useAdminPaymentMethods } from '../hooks/use-admin-orders.ts';
import { TAP_TARGET_PX } from '../../../lib/tap-target.ts';

const SEARCH_DEBOUNCE_MS = 350;
const inputStyles = { input: { height: TAP_TARGET_PX, minHeight: TAP_TARGET_PX } };

type FilterPatch = Pick<AdminOrdersSearch, 'search' | 'from' | 'to' | 'payment_method'>;

type Props = {
  search: AdminOrdersSearch;
  filtered: boolean;
  /** On a phone the date and payment filters fold under a Filters button, so the list stays in view. */
  isPhone: boolean;
  onFilter: (patch: FilterPatch) => void;
  onClear: () => void;
};

/** The payment method filter offers the methods orders were placed with, and keeps one the URL names. */
function PaymentMethodSelect({ value, onChange }: { value: string | undefined; onChange: (value: string | undefined) => void }) {
  const methods = useAdminPaymentMethods().data?.payment_methods ?? [];
  const options = value && !methods.some((method) => method.toLowerCase() === value.toLowerCase()) ? [value, ...methods] : methods;
  return (
    <NativeSelect
      label="Payment method"
      value={options.find((method) => method.toLowerCase() === value?.toLowerCase()) ?? ''}
      data={[{ value: '', label: 'Any payment method' }, ...options]}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      style={{ flex: '1 1 180px' }}
      styles={inputStyles}
    />
  );
}

/** What a 360 px phone's search box has room to suggest (audit C-11: the full list was cut off). */
const PHONE_PLACEHOLDER = 'Order #, name, SKU…';
const PLACEHOLDER = 'Order #, name, email, mobile, Instagram, reference, piece or SKU';

/**
 * The search box (debounced, so the URL and the server follow typing without a call per key), the
 * days placed (Manila) and payment method, Clear Filters (only while something is filtered), and
 * Export CSV of what the list shows. On a phone the search and a Filters button share one row, and
 * the rest folds under that button, so the first order is on the first screen (audit C-11).
 */
export function OrderFilters({ search, filtered, isPhone, onFilter, onClear }: Props) {
  const [text, setText] = useState(search.search ?? '');
  const [open, setOpen] = useState(false);
  const commit = useDebouncedCallback((value: string) => onFilter({ search: value.trim() || undefined }), SEARCH_DEBOUNCE_MS);
  const activeFilters = [search.from, search.to, search.payment_method].filter(Boolean).length;

  const filters = (
    <Group align="end" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 300px' }}>
        <TextInput
          type="date"
          label="Placed from"
          value={search.from ?? ''}
          max={search.to}
          onChange={(event) => onFilter({ from: event.currentTarget.value || undefined })}
          style={{ flex: 1, minWidth: 0 }}
          styles={inputStyles}
        />
        <TextInput
          type="date"
          label="Placed to"
          value={search.to ?? ''}
          min={search.from}
          onChange={(event) => onFilter({ to: event.currentTarget.value || undefined })}
          style={{ flex: 1, minWidth: 0 }}
          styles={inputStyles}
        />
      </Group>
      <PaymentMethodSelect value={search.payment_method} onChange={(payment_method) => onFilter({ payment_method })} />
    </Group>
  );
  const actions = (
    <Group gap="sm">
      {(filtered || text) && (
        <Button
          variant="default"
          h={TAP_TARGET_PX}
          leftSection={<IconFilterOff size={16} />}
          onClick={() => {
            commit.cancel();
            setText('');
            onClear();
          }}
        >
          Clear Filters
        </Button>
      )}
      {/* A plain link: the browser downloads the file itself, with the session cookie, however large. */}
      <Button component="a" href={exportUrl(search)} download variant="light" h={TAP_TARGET_PX} leftSection={<IconDownload size={16} />}>
        Export CSV
      </Button>
    </Group>
  );
  const searchBox = (
    <TextInput
      // A phone names the box to screen readers only: its row has no room for a label above it.
      label={isPhone ? undefined : 'Search orders'}
      aria-label={isPhone ? 'Search orders' : undefined}
      placeholder={isPhone ? PHONE_PLACEHOLDER : PLACEHOLDER}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      style={{ flex: 1, minWidth: 0 }}
      styles={inputStyles}
    />
  );

  if (!isPhone) {
    return (
      <Stack gap="sm">
        {searchBox}
        {filters}
        {actions}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        {searchBox}
        <Button
          variant="default"
          h={TAP_TARGET_PX}
          px="sm"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          rightSection={activeFilters > 0 && <Badge size="sm" circle>{activeFilters}</Badge>}
          aria-expanded={open}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          Filters
        </Button>
      </Group>
      {/* Under its button, which it opens downwards from. */}
      <Collapse expanded={open}>
        <Stack gap="sm">
          {filters}
          {actions}
        </Stack>
      </Collapse>
    </Stack>
  );
}

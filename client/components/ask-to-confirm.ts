import { modals } from '@mantine/modals';

type Confirmation = { title: string; message: string; onConfirm: () => void; confirmLabel?: string; destructive?: boolean };

/** The admin's "are you sure?" (docs/product/rules.md "Confirmations") before a delete or another change that cannot be undone. */
export function askToConfirm({ title, message, onConfirm, confirmLabel = 'Delete', destructive = true }: Confirmation): void {
  modals.openConfirmModal({
    title,
    children: message,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: destructive ? { color: 'red' } : {},
    onConfirm,
  });
}

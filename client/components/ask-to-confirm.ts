import { modals } from '@mantine/modals';

type Confirmation = {
  title: string;
  message: string;
  onConfirm: () => void;
  confirmLabel?: string;
  /** The way back: "Cancel" unless that word would be the question's own ("Cancel order?"). */
  keepLabel?: string;
  destructive?: boolean;
};

/** The admin's "are you sure?" (docs/product/rules.md "Confirmations") before a delete or another change that cannot be undone. */
export function askToConfirm({ title, message, onConfirm, confirmLabel = 'Delete', keepLabel = 'Cancel', destructive = true }: Confirmation): void {
  modals.openConfirmModal({
    title,
    children: message,
    labels: { confirm: confirmLabel, cancel: keepLabel },
    confirmProps: destructive ? { color: 'red' } : {},
    onConfirm,
  });
}

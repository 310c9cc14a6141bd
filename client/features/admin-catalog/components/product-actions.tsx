import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AdminProductOutput } from '../../../../shared/schemas/admin-catalog.ts';
import { askToConfirm } from '../../../components/ask-to-confirm.ts';
import { DeleteButton, RowActions } from '../../../components/row-actions.tsx';

type Props = {
  product: AdminProductOutput;
  onDelete: (id: number) => void;
  onRestock: (id: number) => void;
  onDuplicate: (id: number) => void;
  busy: boolean;
};

/**
 * Edit, Duplicate (a Draft copy, photos included, opened in the form), Delete (after the confirmation
 * of docs/product/rules.md "Confirmations") and, for a piece an order took (not Available, not marked
 * sold), Restock.
 */
export function ProductActions({ product, onDelete, onRestock, onDuplicate, busy }: Props) {
  const confirmRestock = () =>
    askToConfirm({
      title: 'Restock product',
      message: `Make “${product.name}” Available again? Any hold on it is released.`,
      confirmLabel: 'Restock',
      destructive: false,
      onConfirm: () => onRestock(product.id),
    });
  return (
    <RowActions>
      <Button size="xs" variant="light" component={Link} to={`/admin/products/edit/${product.id}`}>
        Edit
      </Button>
      <Button size="xs" variant="default" onClick={() => onDuplicate(product.id)} disabled={busy} aria-label={`Duplicate ${product.name}`}>
        Duplicate
      </Button>
      {product.status !== 'Available' && !product.marked_sold_at && (
        <Button size="xs" variant="default" onClick={confirmRestock} disabled={busy}>
          Restock
        </Button>
      )}
      <DeleteButton
        title="Delete product"
        message="Are you sure you want to delete this product?"
        onConfirm={() => onDelete(product.id)}
        disabled={busy}
        label={`Delete ${product.name}`}
      />
    </RowActions>
  );
}

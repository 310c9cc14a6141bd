import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { askToConfirm } from './ask-to-confirm.ts';

/**
 * A list row's buttons, on one line where they fit. On a narrow card they wrap: kept on one line,
 * Mantine's Group shares the width out and squeezed a button under a thumb's 44 px.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs">
      {children}
    </Group>
  );
}

type DeleteButtonProps = {
  /** The confirmation's title and question (docs/product/rules.md "Confirmations"). */
  title: string;
  message: string;
  onConfirm: () => void;
  disabled: boolean;
  /** Names the row when "Delete" alone would not say which one. */
  label?: string;
};

/** A row's Delete, which acts only once the admin confirms. */
export function DeleteButton({ title, message, onConfirm, disabled, label }: DeleteButtonProps) {
  return (
    <Button size="xs" color="red" variant="light" disabled={disabled} aria-label={label} onClick={() => askToConfirm({ title, message, onConfirm })}>
      Delete
    </Button>
  );
}

import { Button, CopyButton } from '@mantine/core';

type CopyValueButtonProps = {
  value: string;
  /** What the button says before it is tapped: "Copied" for three seconds after. */
  label: string;
  /** Wide enough for either text, so the row does not shift when it changes. */
  miw: number;
};

/** Copies a value a buyer pastes elsewhere (an order's link, an amount, an account number). */
export function CopyValueButton({ value, label, miw }: CopyValueButtonProps) {
  return (
    <CopyButton value={value} timeout={3000}>
      {({ copied, copy }) => (
        <Button variant="default" onClick={copy} miw={miw}>
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}

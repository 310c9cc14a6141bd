import { Button } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/** The header's account button, alone at first and later the target of the account menu. */
export function AccountButton({ label, ...props }: { label: string } & ComponentPropsWithRef<'button'>) {
  return (
    <Button variant="subtle" color="walnut" c="walnut.9" leftSection={<IconUser size={18} />} rightSection={<IconChevronDown size={14} />} {...props}>
      {label}
    </Button>
  );
}

import { Button } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { HeaderIcon } from '../../../components/layout/header-icons.tsx';

/** The header's account button, alone at first and later the target of the account menu. */
export function AccountButton({ label, ...props }: { label: string } & ComponentPropsWithRef<'button'>) {
  return (
    <Button variant="subtle" color="walnut" c="walnut.9" leftSection={<HeaderIcon name="user" size={18} />} rightSection={<HeaderIcon name="chevronDown" size={14} />} {...props}>
      {label}
    </Button>
  );
}

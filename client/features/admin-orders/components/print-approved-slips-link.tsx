import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The day's packing: a slip for every Approved order, ready to print at once. */
export function PrintApprovedSlipsLink() {
  return (
    <Button
      renderRoot={(props) => <Link to="/admin-packing-slips" search={{ status: 'approved' }} {...props} />}
      variant="light"
      leftSection={<IconPrinter size={18} />}
      w="fit-content"
      h={44}
    >
      Print packing slips for approved orders
    </Button>
  );
}

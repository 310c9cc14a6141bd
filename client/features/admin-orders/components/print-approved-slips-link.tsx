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
      maw="100%"
      // A 360 px phone wraps the label rather than pushing the page sideways; 44 px stays the least.
      h="auto"
      mih={44}
      py={6}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
    >
      Print packing slips for approved orders
    </Button>
  );
}

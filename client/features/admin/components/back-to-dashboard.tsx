import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AdminTab } from '../admin-tabs.ts';

/** The way back from an owner's page to the dashboard tab it was opened from: a full 44 px tap target. */
export function BackToDashboard({ tab }: { tab: AdminTab }) {
  return (
    <Button
      renderRoot={(props) => <Link to="/admin/$tab" params={{ tab }} {...props} />}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      w="fit-content"
      mih={44}
      px={0}
    >
      Back to Dashboard
    </Button>
  );
}

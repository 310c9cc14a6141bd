import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Notice } from '../lib/notice.ts';

type Props = { notice: Notice | null; onClose: () => void };

/**
 * An admin message, placed next to the control whose outcome it reports (docs/product/screens.md "Admin Dashboard"). It scrolls
 * itself into view when it appears, so on a phone a save never looks dead.
 */
export function NoticeAlert({ notice, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [notice]);
  if (!notice) return null;
  return (
    <Alert
      ref={ref}
      color={notice.type === 'success' ? 'green' : 'red'}
      withCloseButton
      closeButtonLabel="Dismiss message"
      onClose={onClose}
      role={notice.type === 'error' ? 'alert' : 'status'}
      style={{ scrollMarginTop: 80 }}
    >
      {notice.text}
    </Alert>
  );
}

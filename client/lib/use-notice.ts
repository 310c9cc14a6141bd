import { useEffect, useState } from 'react';
import { ADMIN_MESSAGE_MS } from '../../shared/admin-constants.ts';
import type { Notice } from './notice.ts';

/** One message line (docs/product/screens.md "Admin Dashboard"): a success message clears itself after 5 seconds, an error stays until cleared. */
export function useNotice(initial: Notice | null = null) {
  const [notice, setNotice] = useState<Notice | null>(initial);
  useEffect(() => {
    if (notice?.type !== 'success') return;
    const timer = setTimeout(() => setNotice(null), ADMIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return { notice, show: setNotice, clear: () => setNotice(null) };
}

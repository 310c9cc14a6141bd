import { useInterval } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ANNOUNCEMENT_ROTATION_MS } from '../../../../shared/constants.ts';
import { AnnouncementStrip } from '../../../components/content/announcement-strip.tsx';
import { trpc } from '../../../lib/trpc.ts';

/** Rotates the active announcements every 5 s when there is more than one (docs/product/screens.md "Announcement bar"). */
export function AnnouncementBar() {
  // A failed fetch shows nothing, silently (docs/product/api.md "Announcements").
  const announcements = useQuery(trpc.content.announcements.queryOptions()).data ?? [];
  const [index, setIndex] = useState(0);
  const rotation = useInterval(() => setIndex((current) => current + 1), ANNOUNCEMENT_ROTATION_MS);
  useEffect(() => {
    if (announcements.length > 1) rotation.start();
    return rotation.stop;
  }, [announcements.length, rotation]);

  const current = announcements[index % Math.max(announcements.length, 1)];
  if (!current) return null;
  return (
    <section aria-label="Announcements" aria-live="polite">
      {/* A new strip for each message, not new words in the old one: the browser counts words that
          change in place as a layout shift, however still the band stays. */}
      <AnnouncementStrip key={current.id} announcement={current} />
    </section>
  );
}

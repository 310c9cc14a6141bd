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

  if (announcements.length === 0) return null;
  const shown = index % announcements.length;
  return (
    <section aria-label="Announcements" aria-live="polite" className="announcement-bar">
      {/* Every message laid out at once, one shown: the band is as tall as the longest and keeps that
          height as they turn (storefront.css). New words in one strip would count as a layout shift. */}
      {announcements.map((announcement, position) => (
        <AnnouncementStrip key={announcement.id} announcement={announcement} shown={position === shown} />
      ))}
    </section>
  );
}

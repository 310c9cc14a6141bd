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
  // It waits while the shopper's pointer or focus is on it: a link must not turn into another under a
  // tap, or vanish from under a keyboard's focus.
  const [pointerIn, setPointerIn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const turns = announcements.length > 1 && !pointerIn && !focusIn;
  const rotation = useInterval(() => setIndex((current) => current + 1), ANNOUNCEMENT_ROTATION_MS);
  useEffect(() => {
    if (turns) rotation.start();
    return rotation.stop;
  }, [turns, rotation]);

  if (announcements.length === 0) return null;
  const shown = index % announcements.length;
  // Not a live region: a screen reader would read out every turn, every 5 s, over whatever the shopper
  // is reading; the bar is read where it stands, like the rest of the page.
  return (
    <section
      aria-label="Announcements"
      className="announcement-bar"
      onPointerEnter={() => setPointerIn(true)}
      onPointerLeave={() => setPointerIn(false)}
      onFocus={() => setFocusIn(true)}
      onBlur={(event) => setFocusIn(event.currentTarget.contains(event.relatedTarget))}
    >
      {/* Every message laid out at once, one shown: the band is as tall as the longest and keeps that
          height as they turn (storefront.css). New words in one strip would count as a layout shift. */}
      {announcements.map((announcement, position) => (
        <AnnouncementStrip key={announcement.id} announcement={announcement} shown={position === shown} />
      ))}
    </section>
  );
}

import { useInterval } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ANNOUNCEMENT_ROTATION_MS } from '../../../../shared/constants.ts';
import { AnnouncementStrip } from '../../../components/content/announcement-strip.tsx';
import { RotationToggle } from '../../../components/content/rotation-toggle.tsx';
import { trpc } from '../../../lib/trpc.ts';

/** Rotates the active announcements every 5 s when there is more than one (docs/product/screens.md "Announcement bar"). */
export function AnnouncementBar() {
  // A failed fetch shows nothing, silently (docs/product/api.md "Announcements").
  const announcements = useQuery(trpc.content.announcements.queryOptions()).data ?? [];
  const [index, setIndex] = useState(0);
  // It waits while the shopper's pointer or focus is on a message: a link must not turn into another
  // under a tap, or vanish from under a keyboard's focus. The shopper may also pause it outright.
  const [pointerIn, setPointerIn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const [paused, setPaused] = useState(false);
  const rotates = announcements.length > 1;
  const turns = rotates && !paused && !pointerIn && !focusIn;
  const rotation = useInterval(() => setIndex((current) => current + 1), ANNOUNCEMENT_ROTATION_MS);
  useEffect(() => {
    if (turns) rotation.start();
    return rotation.stop;
  }, [turns, rotation]);

  const shown = announcements[index % announcements.length];
  if (!shown) return null;
  // Not a live region: a screen reader would read out every turn, every 5 s, over whatever the shopper
  // is reading; the bar is read where it stands, like the rest of the page.
  return (
    <section aria-label="Announcements" className="announcement-bar" style={{ backgroundColor: shown.background_color, color: shown.text_color }}>
      {/* Every message laid out at once, one shown: the band is as tall as the longest and keeps that
          height as they turn (storefront.css). New words in one strip would count as a layout shift.
          The messages only: a pointer or focus on Play must not hold the rotation it has just started. */}
      <div
        className="announcement-messages"
        onPointerEnter={() => setPointerIn(true)}
        onPointerLeave={() => setPointerIn(false)}
        onFocus={() => setFocusIn(true)}
        onBlur={(event) => setFocusIn(event.currentTarget.contains(event.relatedTarget))}
      >
        {announcements.map((announcement) => (
          <AnnouncementStrip key={announcement.id} announcement={announcement} shown={announcement === shown} />
        ))}
      </div>
      {rotates && <RotationToggle paused={paused} onToggle={() => setPaused(!paused)} what="announcements" />}
    </section>
  );
}

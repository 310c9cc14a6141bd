import { Anchor, Group, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ANNOUNCEMENT_ROTATION_MS } from '../../../../shared/constants.ts';
import type { AnnouncementOutput } from '../../../../shared/schemas/catalog.ts';
import { trpc } from '../../../lib/trpc.ts';

/** One announcement as the storefront shows it; the admin form's live preview renders the same. */
export function AnnouncementStrip({ announcement }: { announcement: Pick<AnnouncementOutput, 'text' | 'button_text' | 'button_link' | 'background_color' | 'text_color'> }) {
  const { text, button_text: buttonText, button_link: buttonLink } = announcement;
  const style = { backgroundColor: announcement.background_color, color: announcement.text_color };
  return (
    <Group justify="center" gap="md" py={10} px="md" style={style} wrap="wrap">
      <Text size="sm" fw={500} c="inherit" ta="center">
        {text}
      </Text>
      {buttonText &&
        buttonLink &&
        (buttonLink.startsWith('/') ? (
          <Anchor component={Link} to={buttonLink} size="sm" fw={700} c="inherit" underline="always">
            {buttonText}
          </Anchor>
        ) : (
          <Anchor href={buttonLink} size="sm" fw={700} c="inherit" underline="always" target="_blank" rel="noreferrer">
            {buttonText}
          </Anchor>
        ))}
    </Group>
  );
}

/** Rotates the active announcements every 5 s when there is more than one (spec §4). */
export function AnnouncementBar() {
  // A failed fetch shows nothing, silently (spec §8).
  const announcements = useQuery(trpc.catalog.announcements.queryOptions()).data ?? [];
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
      <AnnouncementStrip announcement={current} />
    </section>
  );
}

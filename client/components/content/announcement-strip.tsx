import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AnnouncementOutput } from '../../../shared/schemas/content.ts';

type Props = {
  announcement: Pick<AnnouncementOutput, 'text' | 'button_text' | 'button_link' | 'background_color' | 'text_color'>;
  /** False for a message the bar keeps laid out but not shown (storefront.css "One height for every announcement"). */
  shown?: boolean;
};

/** One announcement as the storefront shows it, its text wrapped whole; the admin form's live preview renders the same. */
export function AnnouncementStrip({ announcement, shown = true }: Props) {
  const { text, button_text: buttonText, button_link: buttonLink } = announcement;
  const style = { backgroundColor: announcement.background_color, color: announcement.text_color };
  return (
    <Group justify="center" gap="md" px="md" style={style} wrap="nowrap" className={shown ? 'announcement-strip' : 'announcement-strip announcement-strip-resting'}>
      <Text fw={500} c="inherit" ta="center" className="announcement-text">
        {text}
      </Text>
      {buttonText &&
        buttonLink &&
        (buttonLink.startsWith('/') ? (
          <Anchor component={Link} to={buttonLink} size="sm" fw={700} c="inherit" underline="always" className="announcement-link">
            {buttonText}
          </Anchor>
        ) : (
          <Anchor href={buttonLink} size="sm" fw={700} c="inherit" underline="always" target="_blank" rel="noreferrer" className="announcement-link">
            {buttonText}
          </Anchor>
        ))}
    </Group>
  );
}

import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Tooltip.css';
import { ColorSwatch, Group, Tooltip, UnstyledButton } from '@mantine/core';

/** Hover, keyboard focus and a tap each show the colour: a swatch alone says nothing to a screen reader or a thumb. */
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

/** An announcement's two colours as swatches with their tooltips (docs/product/screens.md "Manage Announcements": 'Background: {color}', 'Text: {color}'). */
export function ColorSwatches({ background, text }: { background: string; text: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {[`Background: ${background}`, `Text: ${text}`].map((label, index) => (
        <Tooltip key={label} label={label} events={TOOLTIP_EVENTS}>
          <UnstyledButton aria-label={label} w={44} h={44} style={{ display: 'grid', placeItems: 'center' }}>
            <ColorSwatch component="span" color={index === 0 ? background : text} size={28} />
          </UnstyledButton>
        </Tooltip>
      ))}
    </Group>
  );
}

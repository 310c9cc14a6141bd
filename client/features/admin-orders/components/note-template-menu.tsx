import { Button, Menu, Text } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';

/** The owner's note templates (Settings), one tap each to fill the note; nothing when there are none. */
export function NoteTemplateMenu({ templates, onPick }: { templates: readonly string[]; onPick: (template: string) => void }) {
  if (templates.length === 0) return null;
  return (
    <Menu position="bottom-end" width="target" withinPortal>
      <Menu.Target>
        <Button variant="light" size="sm" h={44} leftSection={<IconTemplate size={16} />}>
          Note templates
        </Button>
      </Menu.Target>
      <Menu.Dropdown miw={280} maw="calc(100vw - 32px)">
        {templates.map((template) => (
          <Menu.Item key={template} onClick={() => onPick(template)} mih={44}>
            <Text size="sm">{template}</Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

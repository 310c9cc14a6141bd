import '@mantine/core/styles/Tabs.css';
import { Alert, ScrollArea, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Notice } from '../../../lib/notice.ts';
import { useAdminNotice } from '../admin-notice.ts';
import { ADMIN_TAB_LABELS, ADMIN_TABS, type AdminTab } from '../admin-tabs.ts';

type Props = {
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
  /** The route composes each tab's panel from its feature; a panel reports outcomes through `notify`. */
  renderPanel: (tab: AdminTab, notify: (notice: Notice) => void) => ReactNode;
};

/** The Admin Dashboard of spec §2: tabs in the URL, one message line above them. */
export function AdminDashboard({ tab, onTabChange, renderPanel }: Props) {
  const { notice, show, clear } = useAdminNotice(tab);
  return (
    <Stack gap="md">
      {notice && (
        <Alert color={notice.type === 'success' ? 'green' : 'red'} withCloseButton onClose={clear} role={notice.type === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      <Tabs value={tab} onChange={(next) => next && onTabChange(next as AdminTab)} keepMounted={false}>
        <ScrollArea type="never">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {ADMIN_TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {ADMIN_TAB_LABELS[name]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        <Tabs.Panel value={tab} pt="md">
          {renderPanel(tab, show)}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

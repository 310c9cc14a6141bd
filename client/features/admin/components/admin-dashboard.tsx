import '@mantine/core/styles/Tabs.css';
import { Alert, NativeSelect, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Notice } from '../../../lib/notice.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useAdminNotice } from '../admin-notice.ts';
import { ADMIN_TAB_LABELS, ADMIN_TABS, adminTabOf, type AdminTab } from '../admin-tabs.ts';

type Props = {
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
  /** The route composes each tab's panel from its feature; a panel reports outcomes through `notify`. */
  renderPanel: (tab: AdminTab, notify: (notice: Notice) => void) => ReactNode;
};

const SECTION_OPTIONS = ADMIN_TABS.map((value) => ({ value, label: ADMIN_TAB_LABELS[value] }));

/**
 * The Admin Dashboard (docs/product/screens.md "Admin Dashboard"): tabs in the URL, one message line above them. On a phone the tabs
 * do not fit in 360 px, and a row that scrolls hides the last ones: the tabs become one select, which
 * names the section shown and offers every other.
 */
export function AdminDashboard({ tab, onTabChange, renderPanel }: Props) {
  const { notice, show, clear } = useAdminNotice(tab);
  const isPhone = useIsPhone();
  return (
    <Stack gap="md">
      {notice && (
        <Alert color={notice.type === 'success' ? 'green' : 'red'} withCloseButton onClose={clear} role={notice.type === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      {isPhone ? (
        <>
          <NativeSelect
            label="Section"
            data={SECTION_OPTIONS}
            value={tab}
            onChange={(event) => onTabChange(adminTabOf(event.currentTarget.value))}
            size="md"
            styles={{ input: { height: 44 } }}
          />
          <section aria-label={ADMIN_TAB_LABELS[tab]}>{renderPanel(tab, show)}</section>
        </>
      ) : (
        <Tabs value={tab} onChange={(next) => next && onTabChange(adminTabOf(next))} keepMounted={false}>
          <Tabs.List>
            {ADMIN_TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {ADMIN_TAB_LABELS[name]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={tab} pt="md">
            {renderPanel(tab, show)}
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

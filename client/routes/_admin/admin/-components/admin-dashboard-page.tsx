import { Divider, Skeleton, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Page } from '../../../../components/page.tsx';
import { AdminDashboard } from '../../../../features/admin/components/admin-dashboard.tsx';
import type { AdminTab } from '../../../../features/admin/admin-tabs.ts';
import { OrdersOverview } from '../../../../features/admin-orders/components/orders-overview.tsx';
import { AnnouncementList } from '../../../../features/admin-content/components/announcement-list.tsx';
import { CustomerList } from '../../../../features/admin-customers/components/customer-list.tsx';
import { DropsPanel } from '../../../../features/admin-drops/components/drops-panel.tsx';
import { ProductManager } from '../../../../features/admin-catalog/components/product-manager.tsx';
import { PieceQueue } from '../../../../features/admin-queue/components/piece-queue.tsx';
import { NotificationsPanel } from '../../../../features/admin-settings/components/notifications-panel.tsx';
import { PaymentCodePanel } from '../../../../features/admin-settings/components/payment-code-panel.tsx';
import { SettingsForm } from '../../../../features/admin-settings/components/settings-form.tsx';
import { HeroSlidesTable } from '../../../../features/admin-content/components/hero-slides-table.tsx';
import { ManageUsers } from '../../../../features/admin-users/components/manage-users.tsx';

/** The Insights tab brings a chart library: fetched when the tab opens, not with the dashboard. */
const InsightsPanel = lazy(() => import('../../../../features/admin-insights/components/insights-panel.tsx').then(({ InsightsPanel }) => ({ default: InsightsPanel })));

/** /admin and /admin/{tab}: the dashboard, with each tab's panel from its own feature. */
export function AdminDashboardPage({ tab }: { tab: AdminTab }) {
  const navigate = useNavigate();
  return (
    <Page title="Admin Dashboard" size="xl">
      <AdminDashboard
        tab={tab}
        onTabChange={(next) => void navigate({ to: '/admin/$tab', params: { tab: next } })}
        renderPanel={(current, notify) => {
          switch (current) {
            case 'products':
              return <ProductManager onNotice={notify} renderQueue={(product) => <PieceQueue productId={product.id} name={product.name} />} />;
            case 'drops':
              return <DropsPanel />;
            case 'orders':
              return <OrdersOverview />;
            case 'insights':
              return (
                <Suspense fallback={<Skeleton h={320} />}>
                  <InsightsPanel />
                </Suspense>
              );
            case 'customers':
              return <CustomerList />;
            case 'users':
              return <ManageUsers />;
            case 'announcements':
              return <AnnouncementList />;
            // Shop Settings (docs/product/screens.md "Shop Settings and hero slides"): the settings form, then the hero carousel's slides.
            case 'settings':
              return (
                <Stack gap="xl">
                  <SettingsForm />
                  <PaymentCodePanel />
                  <NotificationsPanel />
                  <Divider />
                  <HeroSlidesTable />
                </Stack>
              );
          }
        }}
      />
    </Page>
  );
}

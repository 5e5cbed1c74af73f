import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import DashboardLayout, { DashboardShell } from '@/features/dashboard/components/dashboard-layout';
import { dashboardSections } from './dashboard-sections';
import { lazy } from '@/lib/lazy';

// The signed-in area in the dashboard's chrome, loaded on the first visit with the registry and
// its icons; each screen is a chunk of its own.
const NotFoundPage = lazy(() => import('@/components/errors/not-found-page'));
const OverviewPage = lazy(() => import('@/features/analytics/components/overview-page'));
const DashboardSectionPage = lazy(
  () => import('@/features/dashboard/components/dashboard-section-page'),
);
const ProfileEditPage = lazy(() => import('@/features/profile/components/profile-edit-page'));

const sectionRoutes = dashboardSections.flatMap((section) =>
  section.routes.map(({ path, titleKey, page: Page }) => {
    const full = path ? `${section.path}/${path}` : section.path;
    return (
      <Route
        key={full}
        path={full}
        element={Page ? <Page /> : <DashboardSectionPage titleKey={titleKey} />}
      />
    );
  }),
);

/** /dashboard/*: the overview, then every section's screens (paths below /dashboard). */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout sections={dashboardSections} />}>
        <Route index element={<OverviewPage />} />
        {sectionRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** /user/profile/edit: the profile editor borrows the dashboard's chrome. */
export function ProfileEditRoute() {
  const { t } = useTranslation();
  return (
    <DashboardShell sections={dashboardSections} title={t('pages.profileEdit')}>
      <ProfileEditPage />
    </DashboardShell>
  );
}

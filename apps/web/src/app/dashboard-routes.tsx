import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import DashboardLayout, { DashboardShell } from '@/features/dashboard/components/dashboard-layout';
import { dashboardSections, InvitationsNotice, OverviewPage } from './dashboard-sections';
import { lazy } from '@/lib/lazy';

// The signed-in area in the dashboard's chrome, loaded on the first visit with the registry and
// its icons; each screen is a chunk of its own.
const NotFoundPage = lazy(() => import('@/components/errors/not-found-page'));
const ProfileEditPage = lazy(() => import('@/features/profile/components/profile-edit-page'));
// The page an invitation e-mail's link opens (the notice above the screens is in the registry).
const InvitationsPage = lazy(() => import('@/features/invitations/components/invitations-page'));

const sectionRoutes = dashboardSections.flatMap((section) =>
  section.routes.map(({ path, page: Page }) => {
    const full = path ? `${section.path}/${path}` : section.path;
    return <Route key={full} path={full} element={<Page />} />;
  }),
);

/** /dashboard/*: the overview, then every section's screens (paths below /dashboard). */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route
        element={<DashboardLayout sections={dashboardSections} notice={<InvitationsNotice />} />}
      >
        <Route index element={<OverviewPage />} />
        {sectionRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="invitations" element={<InvitationsRoute />} />
    </Routes>
  );
}

/** /dashboard/invitations: in the dashboard's chrome, titled as itself (it is no section). */
function InvitationsRoute() {
  const { t } = useTranslation();
  return (
    <DashboardShell sections={dashboardSections} title={t('pages.dashboardInvitations')}>
      <InvitationsPage />
    </DashboardShell>
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

import { lazyChunk } from '../lazy/lazy-chunk';
import { Navigate, Route, Routes } from 'react-router';
import { AccountLayout } from '../../features/account/AccountLayout';
import { PasswordPage } from '../../features/account/PasswordPage';
import { ProfilePage } from '../../features/account/ProfilePage';
import { BillingPage } from '../../features/billing/BillingPage';
import { BILLING_PATH } from '../../shared/routes/paths';
import { MemberFilesPage } from '../../features/dashboard/MemberFilesPage';
import { DisputeNotice } from '../../features/disputes/DisputeNotice';
import { DisputesPage } from '../../features/disputes/DisputesPage';
import { FeedsPage } from '../../features/feeds/FeedsPage';
import { MemberScorePage } from '../../features/hiring/MemberScorePage';
import { ScoresPage } from '../../features/hiring/ScoresPage';
import { LeavePage } from '../../features/leave/LeavePage';
import { MemberProfilePage } from '../../features/organisations/MemberProfilePage';
import { MembersPage } from '../../features/organisations/MembersPage';
import { OrganisationHomePage } from '../../features/organisations/OrganisationHomePage';
import { InvitationNotice } from '../../features/organisations/InvitationNotice';
import { OrganisationLayout } from '../../features/organisations/OrganisationLayout';
import { ValidUsersPage } from '../../features/organisations/ValidUsersPage';
import { CreateOrganisationCard } from '../../features/organisations/CreateOrganisationCard';
import { LazyArea } from '../lazy/LazyArea';
import { WorkflowArea } from '../lazy/workflow-area';
import { DashboardPage } from './DashboardPage';
import { NotFoundPage } from './NotFoundPage';

// The transcript view brings the editor, its virtual list and player code: fetched only when a transcript opens.
const TranscriptArea = lazyChunk('TranscriptArea', () => import('./TranscriptArea'));

/** The signed-in application (lazily loaded, see ../lazy/main-area.ts); paths are relative to the shell. */
export default function MainArea() {
  return (
    <>
      <InvitationNotice />
      <DisputeNotice />
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="files" element={<MemberFilesPage />} />
        <Route path="feeds" element={<FeedsPage />} />
        <Route
          path="transcripts/:id"
          element={
            <LazyArea>
              <TranscriptArea />
            </LazyArea>
          }
        />
        <Route
          path="enterprise/workflows/*"
          element={
            <LazyArea>
              <WorkflowArea />
            </LazyArea>
          }
        />
        <Route path="account" element={<AccountLayout />}>
          <Route index element={<Navigate to="profile" replace />} />
          <Route path="profile" element={<ProfilePage organisationCard={<CreateOrganisationCard />} />} />
          <Route path="password" element={<PasswordPage />} />
          <Route path="billing" element={<BillingPage />} />
        </Route>
        <Route path="plans" element={<Navigate to={BILLING_PATH} replace />} />
        <Route path="organisation" element={<OrganisationLayout />}>
          <Route index element={<OrganisationHomePage />} />
          <Route path="members" element={<MembersPage />} />
          <Route path="members/:memberId" element={<MemberProfilePage />} />
          <Route path="who-may-join" element={<ValidUsersPage />} />
          <Route path="leave" element={<LeavePage />} />
          <Route path="disputes" element={<DisputesPage />} />
          <Route path="scores" element={<ScoresPage />} />
          <Route path="scores/:memberId" element={<MemberScorePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}

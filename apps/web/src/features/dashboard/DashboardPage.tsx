import Typography from '@mui/material/Typography';
import { useUserInfo } from '../../app/hooks';
import { LazyArea } from '../../app/lazy/LazyArea';
import { PersonalArea } from '../../app/lazy/personal-area';
import { OrganisationLinks } from '../organisations/OrganisationLinks';

/** `/` and `/dashboard`: greets the user; personal users get their files below, members their organisation's pages. */
export function DashboardPage() {
  const userInfo = useUserInfo();
  // docs/product.md#routes-of-the-web-app: the personal area is on when userInfo is stored and org_role is null.
  const personal = userInfo !== null && userInfo.org_role === null;
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 4 }}>
        {userInfo?.first_name ? `Welcome, ${userInfo.first_name}` : 'Welcome'}
      </Typography>
      <LazyArea>
        <PersonalArea isEnabled={personal} />
      </LazyArea>
      {/* Members start from their organisation's pages (renders nothing for a personal account). */}
      <OrganisationLinks />
    </>
  );
}

import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { useUserInfo } from '../../shared/store/hooks';
import { LazyArea } from '../lazy/LazyArea';
import { PersonalArea } from '../lazy/personal-area';
import { WORKFLOWS_PATH } from '../../shared/routes/paths';

/** `/` and `/dashboard`: greets the user with their files; members go on to the workflow list. */
export function DashboardPage() {
  const userInfo = useUserInfo();
  // The one landing decision for organisation members: their work is the workflow list
  // (docs/product.md#routes-of-the-web-app). Personal users stay here with their files.
  if (userInfo?.org_role) return <Navigate to={WORKFLOWS_PATH} replace />;
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
    </>
  );
}

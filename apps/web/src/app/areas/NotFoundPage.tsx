import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';

export function NotFoundPage() {
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        Page not found
      </Typography>
      <Typography sx={{ mb: 2 }}>There is nothing at this address.</Typography>
      <RouterLink to="/">Go to the dashboard</RouterLink>
    </>
  );
}

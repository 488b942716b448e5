import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterDomLink } from 'react-router';

/** An MUI-styled link that navigates inside the app without a page load. */
export function RouterLink({ to, ...rest }: Omit<LinkProps, 'href'> & { to: string }) {
  return <Link component={RouterDomLink} to={to} {...rest} />;
}

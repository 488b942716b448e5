import { OrganisationLinks } from './OrganisationLinks';

/** `/organisation`: where a member starts. */
export function OrganisationHomePage() {
  return <OrganisationLinks />;
}

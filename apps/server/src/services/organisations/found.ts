import { ErrorCode, OrganisationMessages, type CreateOrganisationResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { conflict } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';

const SLUG_MAX = 60;

/** The organisation's address-friendly name: `Acme Audio, Ltd.` → `acme-audio-ltd`. */
export function slugFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'organisation';
}

/**
 * A personal user founds an organisation and becomes its admin (docs/product.md#organisations).
 * The answer's token is issued after the change, so its `org_role` claim says `admin`; older tokens
 * keep working (the server reads the role from the account on every request). The founder's own
 * files stay theirs, personal files the organisation does not reach, listed on their own page.
 */
export async function createOrganisation(
  ctx: ServiceContext,
  user: UserRow,
  input: { name: string },
): Promise<CreateOrganisationResponse> {
  const alreadyMember = () => conflict(OrganisationMessages.alreadyMember, ErrorCode.alreadyInOrganisation);
  if (user.org_id) throw alreadyMember();
  const founded = await ctx.repos.organisations.found(user.id, input.name, slugFrom(input.name));
  if (founded === 'already_member') throw alreadyMember();
  const { organisation } = founded;
  return {
    organisation: { id: organisation.id, name: organisation.name, slug: organisation.slug },
    token: await ctx.tokens.issue(founded.user),
    success: OrganisationMessages.created,
  };
}

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateOrganisationRequest,
  CreateOrganisationResponse,
  LeaveOrganisationResponse,
  MemberList,
  MyOrganisation,
  RenameOrganisationRequest,
  RenameOrganisationResponse,
  MemberProfileUpdateRequest,
  UpdateProfileResponse,
  UserProfile,
  ValidUser,
  ValidUserList,
  ValidUserRemoved,
  ValidUserRequest,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { createOrganisation } from '../services/organisations/found.js';
import { listMembers, memberProfile, updateProfileOf } from '../services/organisations/members.js';
import { leaveOrganisation, myOrganisation, renameOrganisation } from '../services/organisations/own-organisation.js';
import {
  addValidUser,
  listValidUsers,
  reinviteValidUser,
  removeValidUser,
  updateValidUser,
} from '../services/organisations/valid-users.js';

const tags = ['organisations'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });

/**
 * Organisations and their people (docs/product.md#organisations). Who may call each route is the
 * permission table's business: http/access-guard.ts checks it before these handlers run.
 */
export function enterprisePeopleRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/enterprise/organisations',
      {
        schema: {
          tags,
          security,
          body: CreateOrganisationRequest,
          response: { 201: CreateOrganisationResponse },
          errors: [409],
        },
      },
      async (req, reply) => reply.status(201).send(await createOrganisation(ctx, currentUser(req), req.body)),
    );
    app.get(
      '/enterprise/organisation',
      { schema: { tags, security, response: { 200: MyOrganisation } } },
      async (req) => myOrganisation(ctx, currentUser(req)),
    );
    app.put(
      '/enterprise/organisation',
      {
        schema: { tags, security, body: RenameOrganisationRequest, response: { 200: RenameOrganisationResponse } },
      },
      async (req) => renameOrganisation(ctx, currentUser(req), req.body),
    );
    app.post(
      '/enterprise/organisation/leave',
      { schema: { tags, security, response: { 200: LeaveOrganisationResponse }, errors: [409] } },
      async (req) => leaveOrganisation(ctx, currentUser(req)),
    );

    app.get('/login/valid-users', { schema: { tags, security, response: { 200: ValidUserList } } }, async (req) =>
      listValidUsers(ctx, currentUser(req)),
    );
    app.post(
      '/login/valid-users',
      { schema: { tags, security, body: ValidUserRequest, response: { 201: ValidUser }, errors: [409] } },
      async (req, reply) => reply.status(201).send(await addValidUser(ctx, currentUser(req), req.body)),
    );
    app.put(
      '/login/valid-users/:id',
      {
        schema: {
          tags,
          security,
          params: IdParams,
          body: ValidUserRequest,
          response: { 200: ValidUser },
          errors: [409],
        },
      },
      async (req) => updateValidUser(ctx, currentUser(req), req.params.id, req.body),
    );
    app.delete(
      '/login/valid-users/:id',
      { schema: { tags, security, params: IdParams, response: { 200: ValidUserRemoved }, errors: [409] } },
      async (req) => removeValidUser(ctx, currentUser(req), req.params.id),
    );
    app.post(
      '/login/valid-users/:id/invite',
      { schema: { tags, security, params: IdParams, response: { 200: ValidUser }, errors: [409] } },
      async (req) => reinviteValidUser(ctx, currentUser(req), req.params.id),
    );

    app.get(
      '/enterprise/get_company_members/accepted',
      { schema: { tags, security, response: { 200: MemberList } } },
      async (req) => listMembers(ctx, currentUser(req)),
    );
    app.get('/v1/user/all', { schema: { tags, security, response: { 200: MemberList } } }, async (req) =>
      listMembers(ctx, currentUser(req)),
    );
    app.get(
      '/v1/user/profile/:id',
      { schema: { tags, security, params: IdParams, response: { 200: UserProfile } } },
      async (req) => memberProfile(ctx, currentUser(req), req.params.id),
    );
    // Not an enterprise path: any signed-in person edits their own profile here too.
    app.post(
      '/v1/user/profile',
      {
        schema: {
          tags,
          security,
          body: MemberProfileUpdateRequest,
          response: { 200: UpdateProfileResponse },
          errors: [403],
        },
      },
      async (req) => updateProfileOf(ctx, currentUser(req), req.body),
    );
  };
}

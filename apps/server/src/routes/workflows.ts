import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssigneeRequest,
  AssignMemberRequest,
  BulkResult,
  BulkSpecialStatusRequest,
  BulkStatusRequest,
  CopyWorkflowRequest,
  CopyWorkflowResponse,
  MessageResponse,
  QaTakeoverRequest,
  RenameWorkflowRequest,
  ReprocessWorkflowRequest,
  TranscriptDocResponse,
  UploadResponse,
  ValidateWorkflowRequest,
  WorkflowChangeResponse,
  WorkflowHistoryResponse,
  WorkflowDetails,
  WorkflowListQuery,
  WorkflowListResponse,
  WorkflowMessages,
  WorkflowSpeakersRequest,
  WorkflowStatusRequest,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { fileId } from '../http/file-id.js';
import { multipartParts } from '../http/multipart.js';
import { addAssignee, assignMember, removeAssignee } from '../services/workflows/assign.js';
import { bulkUpdateSpecialStatus, bulkUpdateStatus } from '../services/workflows/bulk.js';
import { completeWorkflow } from '../services/workflows/complete.js';
import { copyWorkflow } from '../services/workflows/copy.js';
import { deleteWorkflow } from '../services/workflows/delete.js';
import { workflowListJson } from '../services/workflows/list.js';
import { getWorkflowJson, workflowHistory } from '../services/workflows/open.js';
import { renameWorkflow } from '../services/workflows/rename.js';
import { reprocessWorkflow } from '../services/workflows/reprocess.js';
import { submitReview } from '../services/workflows/review.js';
import { renameWorkflowSpeakers } from '../services/workflows/speakers.js';
import { changeStatus } from '../services/workflows/status.js';
import { qaTakeover } from '../services/workflows/takeover.js';
import { uploadWorkflow } from '../services/workflows/upload.js';
import { validateReview } from '../services/workflows/validate.js';

const tags = ['workflows'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });
const idOf = (req: { params: { id: string } }) => fileId(req.params.id, WorkflowMessages.notFound);

/**
 * Enterprise workflows (docs/product.md#workflows). The permission guard (http/access-guard.ts)
 * signs the caller in and checks their role on every route here before it runs.
 */
export function workflowsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/enterprise/workflow',
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          description: 'Multipart upload with the fields of `POST /v1/up/save`; the file becomes a workflow.',
          response: { 201: UploadResponse },
          errors: [402, 413, 415, 503],
        },
      },
      async (req, reply) => {
        const parts = multipartParts(req, 'Send the file as multipart/form-data in a field named "file".');
        return reply.status(201).send(await uploadWorkflow(ctx, currentUser(req), parts));
      },
    );
    app.get(
      '/enterprise/workflow',
      { schema: { tags, security, querystring: WorkflowListQuery, response: { 200: WorkflowListResponse } } },
      // The service hands back the answer's JSON, built or kept, and checked against WorkflowListResponse
      // when built (workflowListJson). Fastify sends a string with a JSON type as it is, unserialized;
      // the type provider only knows the object form, hence the cast.
      async (req, reply) => {
        const json = await workflowListJson(ctx, currentUser(req), req.query);
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
    app.get(
      '/enterprise/workflow/:id',
      { schema: { tags, security, params, response: { 200: WorkflowDetails } } },
      // Like the list: the service hands back the answer's JSON, checked against WorkflowDetails as
      // it was built (getWorkflowJson), with the transcript's paragraphs put in as stored text.
      async (req, reply) => {
        const json = await getWorkflowJson(ctx, currentUser(req), idOf(req));
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
    app.get(
      '/enterprise/workflow/:id/history',
      { schema: { tags, security, params, response: { 200: WorkflowHistoryResponse } } },
      async (req) => workflowHistory(ctx, currentUser(req), idOf(req)),
    );
    app.post(
      '/enterprise/workflow/:id/copy',
      {
        schema: {
          tags,
          security,
          params,
          body: CopyWorkflowRequest,
          response: { 200: CopyWorkflowResponse },
          errors: [409],
        },
      },
      async (req) => copyWorkflow(ctx, currentUser(req), idOf(req), req.body),
    );
    app.post(
      '/enterprise/workflow/:id/reprocess',
      {
        schema: {
          tags,
          security,
          params,
          body: ReprocessWorkflowRequest,
          response: { 200: MessageResponse },
          errors: [409],
        },
      },
      async (req) => reprocessWorkflow(ctx, currentUser(req), idOf(req), req.body),
    );
    app.delete(
      '/enterprise/workflow/:id',
      { schema: { tags, security, params, response: { 200: MessageResponse }, errors: [409] } },
      async (req) => deleteWorkflow(ctx, currentUser(req), idOf(req)),
    );
    app.put(
      '/enterprise/workflow/:id/rename',
      {
        schema: {
          tags,
          security,
          params,
          body: RenameWorkflowRequest,
          response: { 200: WorkflowChangeResponse },
          errors: [409],
        },
      },
      async (req) => renameWorkflow(ctx, currentUser(req), idOf(req), req.body),
    );
    app.post(
      '/enterprise/workflow/:id/workflow_status',
      {
        schema: {
          tags,
          security,
          params,
          body: WorkflowStatusRequest,
          response: { 200: WorkflowChangeResponse },
          errors: [409],
        },
      },
      async (req) => changeStatus(ctx, currentUser(req), idOf(req), req.body),
    );
    app.post(
      '/enterprise/workflows/update_status',
      { schema: { tags, security, body: BulkStatusRequest, response: { 200: BulkResult } } },
      async (req) => bulkUpdateStatus(ctx, currentUser(req), req.body),
    );
    app.post(
      '/enterprise/workflows/update_special_status',
      { schema: { tags, security, body: BulkSpecialStatusRequest, response: { 200: BulkResult } } },
      async (req) => bulkUpdateSpecialStatus(ctx, currentUser(req), req.body),
    );
    app.post(
      '/enterprise/workflow/:id/validate',
      {
        schema: {
          tags,
          security,
          params,
          body: ValidateWorkflowRequest,
          response: { 200: MessageResponse },
          errors: [409],
        },
      },
      async (req) => validateReview(ctx, currentUser(req), idOf(req), req.body),
    );
    app.post(
      '/enterprise/workflow/:id/review',
      { schema: { tags, security, params, response: { 200: WorkflowChangeResponse }, errors: [409] } },
      async (req) => submitReview(ctx, currentUser(req), idOf(req)),
    );
    app.post(
      '/enterprise/workflow/:id/complete',
      { schema: { tags, security, params, response: { 200: WorkflowChangeResponse }, errors: [409] } },
      async (req) => completeWorkflow(ctx, currentUser(req), idOf(req)),
    );
    app.post(
      '/enterprise/workflow/qa_takeover',
      { schema: { tags, security, body: QaTakeoverRequest, response: { 200: BulkResult } } },
      async (req) => qaTakeover(ctx, currentUser(req), req.body),
    );
    app.post(
      '/enterprise/workflow/assign_member',
      { schema: { tags, security, body: AssignMemberRequest, response: { 200: BulkResult } } },
      async (req) => assignMember(ctx, currentUser(req), req.body),
    );
    app.post(
      '/enterprise/workflow/:id/assignee',
      {
        schema: {
          tags,
          security,
          params,
          body: AssigneeRequest,
          response: { 200: WorkflowChangeResponse },
          errors: [409],
        },
      },
      async (req) => addAssignee(ctx, currentUser(req), idOf(req), req.body),
    );
    app.delete(
      '/enterprise/workflow/:id/assignee',
      {
        schema: {
          tags,
          security,
          params,
          description: 'Takes a member off the workflow: `{user_id, revision?}` in the JSON body.',
          body: AssigneeRequest,
          response: { 200: WorkflowChangeResponse },
          errors: [409],
        },
      },
      async (req) => removeAssignee(ctx, currentUser(req), idOf(req), req.body),
    );
    app.put(
      '/enterprise/workflow/:id/speakers',
      {
        schema: {
          tags,
          security,
          params,
          body: WorkflowSpeakersRequest,
          response: { 200: TranscriptDocResponse },
          errors: [409],
        },
      },
      async (req) => renameWorkflowSpeakers(ctx, currentUser(req), idOf(req), req.body),
    );
  };
}

import { seedFile, smallDoc } from '../editor-seed.js';
import { bearer } from '../test-app.js';
import { seedWorkflow } from '../workflow-seed.js';
import { get, json, type FileCaseInput, type RequestSpec, type World } from './spec.js';

/** A link's token from the URL the owner was given. */
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/s/') + 3);

/** A review link on `fileId`, made by `token`'s holder; answers its id and token. */
async function makeLink(w: World, token: string, fileId: string, body: Record<string, unknown>) {
  const res = await w.t.request({
    method: 'POST',
    url: `/api/v1/up/share/${fileId}`,
    headers: bearer(token),
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`no review link: ${res.body}`);
  const { id, url } = res.json() as { id: string; url: string };
  return { id, token: tokenOf(url) };
}

/** A fresh personal file of the owner with a link of its own (`comment`), so each case has one to use. */
async function ownersLink(w: World, body: Record<string, unknown> = { access: 'comment' }) {
  const fileId = await seedFile(w.t, w.cast.owner.email, smallDoc([{ speaker: 'Ann', text: 'hello there my friend' }]));
  return makeLink(w, w.cast.owner.token, fileId, body);
}

/** Whoever may share the subject: the personal file's owner, a workflow's admin. */
const sharer = ({ w, subject }: FileCaseInput) => (subject.kind === 'PF' ? w.cast.owner : w.cast.admin);

/** Requests of review links (docs/product.md#review-links): the owner's routes and the public ones. */
export const SHARE_REQUESTS: Record<string, RequestSpec> = {
  'POST /api/v1/up/share/{id}': {
    subject: 'file',
    build: ({ subject }) => json('POST', `/api/v1/up/share/${subject.id}`, { access: 'view' }),
  },
  'GET /api/v1/up/share/{id}': { subject: 'file', build: ({ subject }) => get(`/api/v1/up/share/${subject.id}`) },
  'DELETE /api/v1/up/share/{id}/{linkId}': {
    subject: 'file',
    writes: true,
    build: async (input) => {
      const link = await makeLink(input.w, sharer(input).token, input.subject.id, { access: 'view' });
      return json('DELETE', `/api/v1/up/share/${input.subject.id}/${link.id}`);
    },
  },
  'GET /api/v1/links/{token}': {
    build: async ({ w }) => get(`/api/v1/links/${(await ownersLink(w)).token}`),
  },
  'POST /api/v1/links/{token}/unlock': {
    build: async (input) => {
      const link = await ownersLink(input.w, { access: 'view', passcode: 'matrix passcode' });
      return json('POST', `/api/v1/links/${link.token}/unlock`, { passcode: 'matrix passcode' });
    },
  },
  'POST /api/v1/links/{token}/comments': {
    build: async (input) => {
      const link = await ownersLink(input.w);
      const body = {
        paragraph_id: 'p0',
        highlighted_text: 'there',
        start_pos: 6,
        end_pos: 11,
        comment: 'Hi',
        name: 'Client',
      };
      return json('POST', `/api/v1/links/${link.token}/comments`, body);
    },
  },
  'POST /api/v1/links/{token}/decision': {
    build: async (input) => {
      const workflowId = await seedWorkflow(input.w.t, input.w.cast.admin, input.w.orgId);
      const link = await makeLink(input.w, input.w.cast.admin.token, workflowId, { access: 'view' });
      const body = { decision: 'approve', name: 'Client' };
      return json('POST', `/api/v1/links/${link.token}/decision`, body);
    },
  },
};

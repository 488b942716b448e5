import type { WorkflowStatus } from '@scriptloom/contracts';
import { multipart } from '../media-files.js';
import { DOC_VERSION, SUBJECT_DOC, UNUSED_SPEAKER } from '../permission-world.js';
import { audio, deleteCreated, deleteFiles, get, inBulk, json, type FileSpec, type RequestSpec } from './spec.js';

/** The subject's transcript in the compact form of the enterprise save, with one word changed. */
const compactSave = () => ({
  version: DOC_VERSION,
  tr: SUBJECT_DOC.snippets.map((s, i) => ({
    id: s.id.slice(0, 8),
    sp: s.speaker,
    st: s.start,
    e: s.end,
    w: s.words.map((word, j) => ({
      t: i === 0 && j === 0 ? 'Hello' : word.text,
      st: word.start,
      e: word.end,
      c: word.confidence,
      d: word.is_removed,
    })),
  })),
});

const statusMove = (to: WorkflowStatus): FileSpec => ({
  subject: 'file',
  writes: true,
  build: ({ subject }) =>
    json('POST', `/api/enterprise/workflow/${subject.id}/workflow_status`, { workflow_status: to }),
});
const bulkMove = (to: WorkflowStatus): FileSpec => ({
  subject: 'file',
  writes: true,
  build: ({ subject }) => ({
    ...json('POST', '/api/enterprise/workflows/update_status', { workflow_ids: [subject.id], workflow_status: to }),
    skipped: inBulk(subject.id),
  }),
});

/** Requests of an organisation's workflows. */
export const WORKFLOW_REQUESTS: Record<string, RequestSpec> = {
  // Workflows
  'POST /api/enterprise/workflow': {
    build: ({ w }) => {
      const body = multipart({ path: audio() }, { title: 'Matrix workflow' });
      return { method: 'POST', url: '/api/enterprise/workflow', ...body, after: deleteCreated(w) };
    },
  },
  'GET /api/enterprise/workflow': { build: () => get('/api/enterprise/workflow') },
  'GET /api/enterprise/workflow/{id}': {
    subject: 'file',
    build: ({ subject }) => get(`/api/enterprise/workflow/${subject.id}`),
  },
  'DELETE /api/enterprise/workflow/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('DELETE', `/api/enterprise/workflow/${subject.id}`),
  },
  'GET /api/enterprise/workflow/{id}/history': {
    subject: 'file',
    build: ({ subject }) => get(`/api/enterprise/workflow/${subject.id}/history`),
  },
  'POST /api/enterprise/workflow/{id}/copy': {
    subject: 'file',
    writes: true,
    needs: ['media'],
    build: ({ w, subject }) => ({
      ...json('POST', `/api/enterprise/workflow/${subject.id}/copy`, { num_copies: 1 }),
      after: async (res) => {
        if (res.statusCode < 300) await deleteFiles(w.t, (res.json() as { ids: string[] }).ids);
      },
    }),
  },
  'POST /api/enterprise/workflow/{id}/reprocess': {
    subject: 'file',
    writes: true,
    needs: ['media'],
    build: ({ subject }) => json('POST', `/api/enterprise/workflow/${subject.id}/reprocess`, { type: 'all' }),
  },
  'PUT /api/enterprise/workflow/{id}/rename': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('PUT', `/api/enterprise/workflow/${subject.id}/rename`, { new_title: 'Renamed workflow' }),
  },
  'POST /api/enterprise/workflow/{id}/workflow_status (to Not_Started)': statusMove('Not_Started'),
  'POST /api/enterprise/workflow/{id}/workflow_status (to First_Review)': statusMove('First_Review'),
  'POST /api/enterprise/workflow/{id}/workflow_status (to QA_Review)': statusMove('QA_Review'),
  'POST /api/enterprise/workflow/{id}/workflow_status (to Compliance)': statusMove('Compliance'),
  'POST /api/enterprise/workflow/{id}/workflow_status (to Publication)': statusMove('Publication'),
  'POST /api/enterprise/workflows/update_status (to QA_Review)': bulkMove('QA_Review'),
  'POST /api/enterprise/workflows/update_status (to Publication)': bulkMove('Publication'),
  'POST /api/enterprise/workflows/update_special_status': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => ({
      ...json('POST', '/api/enterprise/workflows/update_special_status', {
        workflow_ids: [subject.id],
        special_status: 'Urgent',
      }),
      skipped: inBulk(subject.id),
    }),
  },
  'POST /api/enterprise/workflow/{id}/validate': {
    subject: 'file',
    writes: true,
    build: ({ w, subject }) =>
      json('POST', `/api/enterprise/workflow/${subject.id}/validate`, { validate: true, user_id: w.cast.reviewer.id }),
  },
  'POST /api/enterprise/workflow/{id}/review': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('POST', `/api/enterprise/workflow/${subject.id}/review`),
  },
  'POST /api/enterprise/workflow/{id}/complete': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('POST', `/api/enterprise/workflow/${subject.id}/complete`),
  },
  'POST /api/enterprise/workflow/qa_takeover': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => ({
      ...json('POST', '/api/enterprise/workflow/qa_takeover', { workflow_ids: [subject.id], je_completion: false }),
      skipped: inBulk(subject.id),
    }),
  },
  'POST /api/enterprise/workflow/assign_member (the unassigned reviewer)': {
    subject: 'file',
    writes: true,
    build: ({ w, subject }) => ({
      ...json('POST', '/api/enterprise/workflow/assign_member', {
        workflow_ids: [subject.id],
        assignee: w.cast.unassigned.id,
      }),
      skipped: inBulk(subject.id),
    }),
  },
  'POST /api/enterprise/workflow/{id}/assignee (the unassigned reviewer)': {
    subject: 'file',
    writes: true,
    build: ({ w, subject }) =>
      json('POST', `/api/enterprise/workflow/${subject.id}/assignee`, { user_id: w.cast.unassigned.id }),
  },
  'DELETE /api/enterprise/workflow/{id}/assignee (the reviewer)': {
    subject: 'file',
    writes: true,
    build: ({ w, subject }) =>
      json('DELETE', `/api/enterprise/workflow/${subject.id}/assignee`, { user_id: w.cast.reviewer.id }),
  },
  'PUT /api/enterprise/workflow/{id}/speakers': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('PUT', `/api/enterprise/workflow/${subject.id}/speakers`, {
        version: DOC_VERSION,
        speakers: [{ name: 'Anne' }, { name: 'Bob' }, { name: UNUSED_SPEAKER }],
      }),
  },
  'GET /api/enterprise/transcript/{id}': {
    subject: 'file',
    build: ({ subject }) => get(`/api/enterprise/transcript/${subject.id}?start=0`),
  },
  'POST /api/v2/enterprise/transcript/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('POST', `/api/v2/enterprise/transcript/${subject.id}`, compactSave()),
  },
  'GET /api/enterprise/transcript/export/{id}/{format}': {
    subject: 'file',
    build: ({ subject }) => get(`/api/enterprise/transcript/export/${subject.id}/txt`),
  },
};

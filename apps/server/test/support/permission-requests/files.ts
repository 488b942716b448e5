import fs from 'node:fs';
import { DEFAULT_DOWNLOAD } from '@scriptloom/contracts';
import type { Persona } from '../enterprise.js';
import { multipart } from '../media-files.js';
import { COMMENT_ID, DOC_VERSION, PARAGRAPH_ID, UNUSED_SPEAKER } from '../permission-world.js';
import { bearer } from '../test-app.js';
import { actor, audio, deleteCreated, get, json, type RequestSpec, type World } from './spec.js';

/** A file PUT to a signed upload link the persona asked for; answers the key to transcribe. */
async function signedUpload(w: World, p: Persona, route: string): Promise<string> {
  const link = await w.t.request({ method: 'GET', url: `${route}?file_name=episode.mp3`, headers: bearer(p.token) });
  if (link.statusCode !== 200) throw new Error(`no upload link: ${link.body}`);
  const { url, key } = link.json() as { url: string; key: string };
  const put = await w.t.request({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/octet-stream' },
    payload: fs.readFileSync(audio()),
  });
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
  return key;
}

const comment = (id: string) => `/api/enterprise/comments/${id}/transcript/${PARAGRAPH_ID}`;

/** Requests of the files: uploads, the dashboard, the editor, insights, articles, audiograms, exports, storage. */
export const FILE_REQUESTS: Record<string, RequestSpec> = {
  // Uploads and the dashboard
  'POST /api/v1/up/save': {
    build: ({ w }) => {
      const body = multipart({ path: audio() }, { title: 'Matrix upload' });
      return { method: 'POST', url: '/api/v1/up/save', ...body, after: deleteCreated(w) };
    },
  },
  'GET /api/video_transcription/upload_url': {
    build: () => get('/api/video_transcription/upload_url?file_name=episode.mp4'),
  },
  'POST /api/video_transcription/transcribe-user-video': {
    build: async (input) => ({
      ...json('POST', '/api/video_transcription/transcribe-user-video', {
        key: await signedUpload(input.w, actor(input), '/api/video_transcription/upload_url'),
        title: 'Matrix upload',
      }),
      after: deleteCreated(input.w),
    }),
  },
  'GET /api/s2t/upload_url': { build: () => get('/api/s2t/upload_url?file_name=episode.mp3') },
  'POST /api/v1/s2t/transcribe-user-audio': {
    build: async (input) => ({
      ...json('POST', '/api/v1/s2t/transcribe-user-audio', {
        key: await signedUpload(input.w, actor(input), '/api/s2t/upload_url'),
        title: 'Matrix upload',
      }),
      after: deleteCreated(input.w),
    }),
  },
  'GET /api/v2/up/all': { build: () => get('/api/v2/up/all') },
  'GET /api/up/unprocessed': { build: () => get('/api/up/unprocessed') },
  'GET /api/up/limits': { build: () => get('/api/up/limits') },
  'GET /api/up/status/{id}': { subject: 'file', build: ({ subject }) => get(`/api/up/status/${subject.id}`) },
  'GET /api/up/details/{id}': { subject: 'file', build: ({ subject }) => get(`/api/up/details/${subject.id}`) },
  'GET /api/up/delete/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => get(`/api/up/delete/${subject.id}`),
  },
  'PUT /api/v1/up/rename/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('PUT', `/api/v1/up/rename/${subject.id}`, { new_title: 'Renamed episode' }),
  },
  'GET /api/v1/up/download/{id}': { subject: 'file', build: ({ subject }) => get(`/api/v1/up/download/${subject.id}`) },

  // The editor
  'PUT /api/up/transcript/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('PUT', `/api/up/transcript/${subject.id}`, {
        version: DOC_VERSION,
        index: 0,
        text: 'hello and welcome to our show',
      }),
  },
  'POST /api/up/transcript/replace/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('POST', `/api/up/transcript/replace/${subject.id}`, {
        version: DOC_VERSION,
        find: 'news',
        replace: 'headlines',
      }),
  },
  'PUT /api/up/speaker/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('PUT', `/api/up/speaker/${subject.id}`, { version: DOC_VERSION, speaker: 'Cy' }),
  },
  'DELETE /api/up/speaker/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('DELETE', `/api/up/speaker/${subject.id}`, { version: DOC_VERSION, speaker: UNUSED_SPEAKER }),
  },
  'POST /api/up/update-speaker/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('POST', `/api/up/update-speaker/${subject.id}`, {
        version: DOC_VERSION,
        current_speaker: 'Ann',
        new_speaker: 'Anne',
        replace_all: true,
      }),
  },
  'PUT /api/up/processed_data/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('PUT', `/api/up/processed_data/${subject.id}`, { version: DOC_VERSION, summary: 'A new summary.' }),
  },
  'POST /api/enterprise/comments/{doc}/transcript/{item}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('POST', comment(subject.id), {
        version: DOC_VERSION,
        highlighted_text: 'welcome',
        start_pos: 10,
        end_pos: 17,
        comment: 'A warm start.',
      }),
  },
  'PUT /api/enterprise/comments/{doc}/transcript/{item}/comment/{commentId}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('PUT', `${comment(subject.id)}/comment/${COMMENT_ID}`, {
        version: DOC_VERSION,
        comment: 'Check this greeting again.',
      }),
  },
  'DELETE /api/enterprise/comments/{doc}/transcript/{item}/comment/{commentId}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('DELETE', `${comment(subject.id)}/comment/${COMMENT_ID}?version=${DOC_VERSION}`),
  },
  'POST /api/up/complete/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('POST', `/api/up/complete/${subject.id}`),
  },
  'GET /api/v1/up/versions/{id}': { subject: 'file', build: ({ subject }) => get(`/api/v1/up/versions/${subject.id}`) },
  'GET /api/v1/up/versions/{id}/{versionId}': {
    subject: 'file',
    build: ({ subject }) => get(`/api/v1/up/versions/${subject.id}/${subject.versionId}`),
  },
  'POST /api/v1/up/versions/{id}/{versionId}/restore': {
    subject: 'file',
    writes: true,
    needs: ['version'],
    build: ({ subject }) =>
      json('POST', `/api/v1/up/versions/${subject.id}/${subject.versionId}/restore`, { version: DOC_VERSION }),
  },

  // Insights, articles and audiograms
  'GET /api/up/insights/{id}': { subject: 'file', build: ({ subject }) => get(`/api/up/insights/${subject.id}`) },
  'POST /api/up/insights/{id}/regenerate': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('POST', `/api/up/insights/${subject.id}/regenerate`, { kinds: ['keywords'] }),
  },
  'PUT /api/v1/up/processed_data/{id}/{type} (show_notes)': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('PUT', `/api/v1/up/processed_data/${subject.id}/show_notes`, { content: 'New show notes.' }),
  },
  'POST /api/article/generate/{id}': {
    serial: true,
    subject: 'file',
    writes: true,
    // Only a few articles of one person are written at once (429 beyond): one at a time, each
    // subject (with its queued article) gone before the next request (see the test's check).
    build: ({ subject }) =>
      json('POST', `/api/article/generate/${subject.id}`, { type: 'recap', format: 'plain', tone: 'neutral' }),
  },
  "GET /api/article/status/{id} (the subject's article)": {
    subject: 'file',
    build: ({ subject }) => get(`/api/article/status/${subject.articleId}`),
  },
  "GET /api/article/article/{id} (the subject's article)": {
    subject: 'file',
    build: ({ subject }) => get(`/api/article/article/${subject.articleId}`),
  },
  'GET /api/article/{id}': { subject: 'file', build: ({ subject }) => get(`/api/article/${subject.id}`) },
  'GET /api/audiogram/backgrounds/{id}/preview.png': {
    build: ({ w }) => get(`/api/audiogram/backgrounds/${w.background}/preview.png`),
  },
  'GET /api/audiogram/backgrounds': { build: () => get('/api/audiogram/backgrounds') },
  'POST /api/audiogram/update-background/{docId}/{backgroundId}': {
    subject: 'file',
    writes: true,
    build: ({ w, subject }) => json('POST', `/api/audiogram/update-background/${subject.id}/${w.background}`),
  },
  'POST /api/v1/audiogram/from-quotes/{id}': {
    subject: 'file',
    writes: true,
    needs: ['media'],
    build: ({ subject }) => json('POST', `/api/v1/audiogram/from-quotes/${subject.id}`, { quotes: [0] }),
  },
  'GET /api/v1/audiogram/{id}': { subject: 'file', build: ({ subject }) => get(`/api/v1/audiogram/${subject.id}`) },
  'POST /api/v1/audiogram/{id}/{clipId}/retry': {
    subject: 'file',
    writes: true,
    needs: ['media', 'clip'],
    build: ({ subject }) => json('POST', `/api/v1/audiogram/${subject.id}/${subject.clipId}/retry`),
  },
  'DELETE /api/v1/audiogram/{id}/{clipId}': {
    subject: 'file',
    writes: true,
    needs: ['clip'],
    build: ({ subject }) => json('DELETE', `/api/v1/audiogram/${subject.id}/${subject.clipId}`),
  },
  // Every gap of the subject's transcript is 100 ms: capping pauses at 50 ms gives the render cuts.
  'POST /api/v1/up/edit-render/{id}': {
    subject: 'file',
    writes: true,
    needs: ['media'],
    build: ({ subject }) =>
      json('POST', `/api/v1/up/edit-render/${subject.id}`, { format: 'mp3', version: DOC_VERSION, max_pause_ms: 50 }),
  },
  'GET /api/v1/up/edit-render/{id}': {
    subject: 'file',
    build: ({ subject }) => get(`/api/v1/up/edit-render/${subject.id}`),
  },
  'DELETE /api/v1/up/edit-render/{id}/{renderId}': {
    subject: 'file',
    writes: true,
    needs: ['edit'],
    build: ({ subject }) => json('DELETE', `/api/v1/up/edit-render/${subject.id}/${subject.editRenderId}`),
  },

  // Exports
  'GET /api/v2/up/export/{id}': {
    subject: 'file',
    build: ({ subject }) => get(`/api/v2/up/export/${subject.id}?format=txt`),
  },
  'POST /api/up/bulk-download': {
    subject: 'file',
    build: ({ subject }) => json('POST', '/api/up/bulk-download', { docId: subject.id, params: DEFAULT_DOWNLOAD }),
  },
  'GET /api/up/bulk-download/zip': { build: ({ w }) => get(w.zipUrl) },

  // Storage behind signed links (left out of the OpenAPI document)
  'PUT /api/storage/upload': {
    build: async (input) => {
      const link = await input.w.t.request({
        method: 'GET',
        url: '/api/s2t/upload_url?file_name=episode.mp3',
        headers: bearer(actor(input).token),
      });
      return {
        method: 'PUT',
        url: (link.json() as { url: string }).url,
        headers: { 'content-type': 'application/octet-stream' },
        payload: fs.readFileSync(audio()),
      };
    },
  },
  'GET /api/storage/object': { build: ({ w }) => get(w.objectUrl) },
};

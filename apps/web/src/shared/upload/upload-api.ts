import { api } from '../../api/api';
import { operation, type Answer, type Body } from '../../api/operations';
import type { SignedUploadKind } from './signed-upload';

const audioUrl = operation('GET /api/s2t/upload_url');
const videoUrl = operation('GET /api/video_transcription/upload_url');
const transcribeAudio = operation('POST /api/v1/s2t/transcribe-user-audio');
const transcribeVideo = operation('POST /api/video_transcription/transcribe-user-video');

export type UploadTicket = Answer<typeof audioUrl>;
export type TranscribeBody = Body<typeof transcribeAudio>;

// The dialog shows these calls' failures itself, next to the file, with a Retry where one helps; a
// toast as well would say it twice. A 401 still ends the session.
const quiet = { quiet: true } as const;

/**
 * The signed-URL upload's two API calls (docs/product.md#uploads): a link to PUT the file to, then
 * the call that turns the stored upload into a file. Mutations, never cached: every link reserves
 * an upload on the server. The audio and video routes behave alike; each kind uses its own.
 */
export const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadUrl: build.mutation<UploadTicket, { kind: SignedUploadKind; fileName: string }>({
      query: ({ kind, fileName }) => (kind === 'video' ? videoUrl : audioUrl)({ query: { file_name: fileName } }),
      extraOptions: quiet,
    }),
    transcribeUpload: build.mutation<Answer<typeof transcribeAudio>, { kind: SignedUploadKind; body: TranscribeBody }>({
      query: ({ kind, body }) => (kind === 'video' ? transcribeVideo : transcribeAudio)({ body }),
      extraOptions: quiet,
    }),
  }),
});

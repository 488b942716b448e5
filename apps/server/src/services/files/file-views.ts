import {
  DetailsResponse,
  type DashboardItem,
  type FileStatusResponse,
  type PipelineStage,
} from '@scriptloom/contracts';
import type { DashboardFileRow, DetailsTranscript, FileRow, FileStatusRow } from '@scriptloom/db';
import { emptyProcessedData, readStoredTranscript } from '@scriptloom/transcript';

/** A queued file reports the 'queued' stage, whatever stage it will start with. */
export function visibleStage(file: Pick<FileRow, 'status' | 'stage'>): PipelineStage {
  if (file.status === 'queued') return 'queued';
  return file.stage as PipelineStage;
}

const processedFlag = (file: Pick<FileRow, 'status'>) => (file.status === 'processed' ? 'Y' : 'N') as 'Y' | 'N';

export function toStatus(file: FileStatusRow): FileStatusResponse {
  return {
    id: file.id,
    processed: processedFlag(file),
    status: file.status,
    stage: visibleStage(file),
    progress: Math.round(file.progress),
    error: file.error,
  };
}

/**
 * Written out field by field: on Node 20 an object spread followed by more properties costs about
 * 4 us per added property (measured), 16-24 us per row here, and the dashboard maps every row.
 */
export function toDashboardItem(file: DashboardFileRow): DashboardItem {
  return {
    id: file.id,
    processed: processedFlag(file),
    status: file.status,
    stage: visibleStage(file),
    progress: Math.round(file.progress),
    error: file.error,
    title: file.title,
    headline: file.headline ?? '',
    display_datetime: file.created_at.toISOString(),
    file_type: file.file_type,
    duration: file.duration_sec,
    estimated_accuracy: file.estimated_accuracy,
    review_complete: file.review_complete,
  };
}

/** What a details answer takes as text: the paragraphs and the waveform, as stored. */
export interface DetailsTexts {
  mediaUrl: string | null;
  videoUrl: string | null;
  /** The stored waveform's JSON text, or null. */
  peaks: string | null;
  /** The transcript's paragraphs as the JSON text of one array. */
  paragraphs: string;
}

/** The details answer without the two parts it carries as text, checked as the route's serializer would. */
const DetailsFrame = DetailsResponse.extend({
  es_doc: DetailsResponse.shape.es_doc.omit({ transcript: true, peaks: true }),
});

/**
 * The details answer (`GET /up/details/{id}`) as JSON text: everything but the paragraphs and the
 * waveform is built and checked against the contract here, and those two, which make up nearly
 * all of it and were checked when they were stored, go in as the text they are.
 */
export function detailsJson(
  file: FileRow,
  transcript: DetailsTranscript | undefined,
  author: string,
  texts: DetailsTexts,
  clips: Pick<DetailsResponse['es_doc'], 'audiogram' | 'videogram'>,
): string {
  const doc = transcript && readStoredTranscript(transcript);
  const frame = DetailsFrame.parse({
    es_doc: {
      id: file.id,
      title: file.title,
      file_type: file.file_type,
      duration: file.duration_sec,
      speakers: doc?.speakers ?? [],
      // Before processing has written a transcript there is nothing but the file's length to say.
      processed_data: doc?.processed_data ?? emptyProcessedData({ speakers: [], duration: file.duration_sec }),
      media_url: texts.mediaUrl,
      video_url: texts.videoUrl,
      version: file.version,
      transcript_version: transcript?.version ?? 0,
      estimated_accuracy: file.estimated_accuracy,
      audiogram: clips.audiogram,
      videogram: clips.videogram,
    },
    fb_doc: {
      ...toStatus(file),
      title: file.title,
      author,
      display_datetime: file.created_at.toISOString(),
      file_name: file.file_name,
      file_type: file.file_type,
      workflow_status: file.workflow_status,
      review_complete: file.review_complete,
      updated_at: file.updated_at.toISOString(),
    },
  });
  // The frame's es_doc without its closing brace, then the two texts, then the rest.
  const esDoc = JSON.stringify(frame.es_doc);
  return (
    `{"es_doc":${esDoc.slice(0, -1)},"transcript":${texts.paragraphs},"peaks":${texts.peaks ?? 'null'}},` +
    `"fb_doc":${JSON.stringify(frame.fb_doc)}}`
  );
}

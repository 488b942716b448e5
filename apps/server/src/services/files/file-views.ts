import {
  DetailsResponse,
  EMPTY_CONTENTS,
  type DashboardItem,
  type DisplayParagraph,
  type FileStatusResponse,
  type PipelineStage,
} from '@scriptloom/contracts';
import type { DashboardFileRow, DetailsTranscript, FileRow, FileStatusRow } from '@scriptloom/db';
import { emptyProcessedData, readStoredTranscript, withCurrentSpeakers } from '@scriptloom/transcript';

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
    profanity_filter: file.profanity_filter,
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

/** A transcript document's stored texts: its paragraphs, and the same paragraphs as they read. */
export interface DocumentTexts {
  /** The paragraphs as the JSON text of one array. */
  paragraphs: string;
  /** The JSON text of one array of DisplayParagraph (documentDisplayJson in packages/db). */
  display: string;
}

/** What a details answer takes as text: the paragraphs, their display and the waveform, as stored. */
export interface DetailsTexts extends DocumentTexts {
  mediaUrl: string | null;
  videoUrl: string | null;
  /** The stored waveform's JSON text, or null. */
  peaks: string | null;
}

/** What the details answer shows beside the transcript: its clips and its newest written article. */
type DetailsExtras = Pick<DetailsResponse['es_doc'], 'audiogram' | 'videogram' | 'article'>;

/** The details answer without the parts it carries as text, checked as the route's serializer would. */
const DetailsFrame = DetailsResponse.extend({
  es_doc: DetailsResponse.shape.es_doc.omit({ transcript: true, display_transcript: true, peaks: true }),
});

/**
 * The details answer (`GET /up/details/{id}`) as JSON text: everything but the paragraphs, their
 * display and the waveform is built and checked against the contract here, and those three, which
 * make up nearly all of it and were checked when they were stored, go in as the text they are.
 * processed_data's chapters, summary and headline appear again at the top (`insight`, `abstract`,
 * `headline`), as the document names them; a few KB, against the megabytes of a long transcript.
 */
export function detailsJson(
  file: FileRow,
  transcript: DetailsTranscript | undefined,
  author: string,
  texts: DetailsTexts,
  extras: DetailsExtras,
): string {
  const doc = transcript && readStoredTranscript(transcript);
  // Before processing has written a transcript there is nothing but the file's length to say.
  const data = doc?.processed_data ?? emptyProcessedData({ speakers: [], duration: file.duration_sec });
  const contents = doc?.contents ?? EMPTY_CONTENTS;
  const frame = DetailsFrame.parse({
    es_doc: {
      id: file.id,
      title: file.title,
      file_type: file.file_type,
      duration: file.duration_sec,
      speakers: doc?.speakers ?? [],
      processed_data: data,
      insight: data.insights,
      abstract: data.abstract,
      headline: data.headline,
      // Quotes keep the names they were written with; like GET /up/insights, the answer gives the
      // current ones, told from the display paragraphs (parsed only when there are quotes to name).
      quotes:
        contents.quotes.length > 0
          ? withCurrentSpeakers(contents.quotes, JSON.parse(texts.display) as DisplayParagraph[])
          : [],
      show_notes: contents.show_notes,
      tweet: contents.tweet,
      caption: contents.caption,
      article: extras.article,
      media_url: texts.mediaUrl,
      serving_url: texts.mediaUrl,
      video_url: texts.videoUrl,
      version: file.version,
      transcript_version: transcript?.version ?? 0,
      estimated_accuracy: file.estimated_accuracy,
      audiogram: extras.audiogram,
      videogram: extras.videogram,
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
  // The frame's es_doc without its closing brace, then the three texts, then the rest.
  const esDoc = JSON.stringify(frame.es_doc);
  return (
    `{"es_doc":${esDoc.slice(0, -1)},"transcript":${texts.paragraphs},` +
    `"display_transcript":${texts.display},"peaks":${texts.peaks ?? 'null'}},` +
    `"fb_doc":${JSON.stringify(frame.fb_doc)}}`
  );
}

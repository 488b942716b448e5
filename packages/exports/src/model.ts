import type { EditPlan, EnergyEnvelope } from '@scriptloom/transcript';
import type {
  Chapter,
  ExportOptions,
  GeneratedContents,
  ProcessedData,
  Quote,
  Snippet,
  Speaker,
  Word,
} from '@scriptloom/contracts';

/** Everything stored about a file that an export may use. */
export interface ExportSource {
  id: string;
  title: string;
  durationSec: number | null;
  snippets: Snippet[];
  speakers: Speaker[];
  processed: ProcessedData;
  contents: GeneratedContents;
  /**
   * The file's version (docs/product.md#the-version-rule): null means the older export format, where the
   * show notes part is assembled from the summary, chapters, quotes and keywords at export time;
   * otherwise the show notes part is the saved show notes, as the person left them.
   */
  version: number | null;
  /** The media file: its name and kind (timeline exports refer to it). Without it, the title and audio. */
  media?: { fileName: string; kind: 'audio' | 'video' };
  /** The language the file was transcribed in, as the upload gave it (a BCP 47 tag such as `en` or `pt-BR`); none: English. */
  language?: string | null;
  /**
   * The recording's loudness envelope (its stored waveform), so the edited timeline's cuts fall where
   * a render of the edit puts them: at the quietest point of each gap. Without it, in each gap's middle.
   */
  gapEnergy?: EnergyEnvelope;
}

/** A paragraph as exported: struck words already kept or dropped as the options say. */
export interface ExportParagraph {
  id: string;
  speaker: string;
  start: number;
  end: number;
  /** hh:mm:ss (docs/product.md#time-formats). */
  timestamp: string;
  words: Word[];
  /** The words joined by single spaces. */
  text: string;
}

/** The insight parts the options asked for that exist; a part asked for but missing is absent. */
export interface ExportParts {
  summary?: { headline: string | null; abstract: string };
  chapters?: Chapter[];
  quotes?: Quote[];
  keywords?: string[];
  /** Markdown. */
  show_notes?: string;
}

/** What every renderer works from (built by `prepareExport`). */
export interface ExportDocument {
  id: string;
  title: string;
  durationSec: number | null;
  options: ExportOptions;
  /** Paragraphs with at least one word left; empty when nothing was said. */
  paragraphs: ExportParagraph[];
  speakers: string[];
  parts: ExportParts;
  /** Parts the options asked for that this file does not have (yet). */
  missingParts: string[];
  /** The media file (`ExportSource.media`, or the title as an audio file). */
  media: { fileName: string; kind: 'audio' | 'video' };
  /** The document's language as a valid BCP 47 tag (`en` when the file's is unknown or not one). */
  language: string;
  /**
   * The edit (struck words cut), present when the export is on the edited timeline or is the edit
   * itself (`edl`, `fcpxml`, `xmeml`, `otio`); every time in the document is then on the edited timeline.
   */
  edit?: EditPlan;
}

export interface RenderedExport {
  /** `title.extension`, made safe for file systems. */
  fileName: string;
  mediaType: string;
  body: Buffer;
}

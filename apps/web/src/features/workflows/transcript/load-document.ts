import { TRANSCRIPT_FIRST_SNIPPETS, type DetailsResponse, type TranscriptPageResponse } from '@scriptloom/contracts';

/** How the loader reads: the details with the first paragraphs, and the paragraphs from `start`. */
export interface DocumentReads {
  opening: () => Promise<DetailsResponse>;
  page: (start: number) => Promise<TranscriptPageResponse>;
}

/** What is loaded so far: the details with the paragraphs read yet, of `total` (null until known). */
export interface LoadProgress {
  details: DetailsResponse;
  total: number | null;
}

/** Reads again from the start when someone saves while the pages come: a page of another version does not fit. */
const LOAD_ATTEMPTS = 3;

export const TRANSCRIPT_KEPT_CHANGING = 'The transcript kept changing while it loaded. Try again.';

const withParagraphs = (details: DetailsResponse, transcript: DetailsResponse['es_doc']['transcript']) => ({
  ...details,
  es_doc: { ...details.es_doc, transcript },
});

/**
 * A workflow's whole document, read as the specification pages it (docs/product.md#enterprise-transcript):
 * the details with the first TRANSCRIPT_FIRST_SNIPPETS paragraphs, which `progress` shows at once,
 * then the rest a page at a time. Every page must be of the version the details were; when one is
 * not (a save came in between), the reading starts again, LOAD_ATTEMPTS times at most.
 */
export async function loadWorkflowDocument(
  reads: DocumentReads,
  progress: (loaded: LoadProgress) => void = () => {},
): Promise<DetailsResponse> {
  for (let attempt = 1; attempt <= LOAD_ATTEMPTS; attempt++) {
    const opening = await reads.opening();
    const paragraphs = [...opening.es_doc.transcript];
    if (paragraphs.length < TRANSCRIPT_FIRST_SNIPPETS) return opening;
    progress({ details: opening, total: null });
    let moved = false;
    for (;;) {
      const page = await reads.page(paragraphs.length);
      if (page.version !== opening.es_doc.transcript_version) {
        moved = true;
        break;
      }
      paragraphs.push(...page.snippets);
      if (page.snippets.length === 0 || paragraphs.length >= page.total) break;
      progress({ details: withParagraphs(opening, [...paragraphs]), total: page.total });
    }
    if (!moved) return withParagraphs(opening, paragraphs);
  }
  throw new Error(TRANSCRIPT_KEPT_CHANGING);
}

import type { Repos } from '../services/context.js';
import { collectParagraphsJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

/** Files collected in one transaction each, this many a round; rounds go on until fewer are due. */
const FILES_PER_ROUND = 50;

/**
 * A save writes only the paragraphs it changed and leaves the ones it replaced stored, since a
 * kept version may still name them (docs/product.md#version-history); this deletes those nothing
 * names any more, file by file, for the files whose saves let some go.
 */
export const collectParagraphsHandler = (repos: Repos) =>
  handler(collectParagraphsJob, async () => {
    for (;;) {
      const round = await repos.transcripts.collectParagraphs(FILES_PER_ROUND);
      // Fewer due than a round takes: done. None collected: the rest are held by writes; next run.
      if (round.due < FILES_PER_ROUND || round.files === 0) return;
    }
  });

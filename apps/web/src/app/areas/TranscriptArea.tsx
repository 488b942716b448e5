import { TranscriptEditor } from '../../features/editor/TranscriptEditor';
import TranscriptPage from '../../features/transcript/TranscriptPage';

/**
 * `/transcripts/:id` (lazily loaded by MainArea.tsx): the transcript's page with the editor in it. The
 * two are areas of their own, and only the shell puts areas together.
 */
export default function TranscriptArea() {
  return <TranscriptPage editor={TranscriptEditor} />;
}

import { TranscriptEditor } from '../../features/editor/TranscriptEditor';
import WorkflowPage from '../../features/workflows/WorkflowPage';

/**
 * `/enterprise/workflows/:id` (lazily loaded by WorkflowArea.tsx): one workflow's page with the editor
 * in it. The two are areas of their own, and only the shell puts areas together.
 */
export default function WorkflowPageArea() {
  return <WorkflowPage editor={TranscriptEditor} />;
}

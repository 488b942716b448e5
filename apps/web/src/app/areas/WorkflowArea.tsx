import { lazyChunk } from '../lazy/lazy-chunk';
import { Route, Routes } from 'react-router';
import WorkflowListPage from '../../features/workflows/WorkflowListPage';
import { LazyArea } from '../lazy/LazyArea';
import { NotFoundPage } from './NotFoundPage';

// A workflow's page brings the transcript editor: fetched only when a workflow is opened.
const WorkflowPageArea = lazyChunk('WorkflowPageArea', () => import('./WorkflowPageArea'));

/** `/enterprise/workflows` and `/enterprise/workflows/:id` (lazily loaded, see ../lazy/workflow-area.ts). */
export default function WorkflowArea() {
  return (
    <Routes>
      <Route index element={<WorkflowListPage />} />
      <Route
        path=":id"
        element={
          <LazyArea>
            <WorkflowPageArea />
          </LazyArea>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

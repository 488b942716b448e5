import Alert from '@mui/material/Alert';
import { Navigate } from 'react-router';
import { useWebRole } from '../../shared/store/hooks';
import { YourFiles } from './YourFiles';

/**
 * `/files`: a member's own files (docs/product.md#organisations). Founding or joining an
 * organisation leaves a person's files theirs, personal files the organisation never reaches; the
 * dashboard sends members to the workflow list, so this page is where those files stay listed. A
 * personal account has them on its dashboard.
 */
export function MemberFilesPage() {
  const role = useWebRole();
  if (role === 'user') return <Navigate to="/" replace />;
  return (
    <YourFiles
      canUpload={false}
      headingLevel="h1"
      intro={
        <Alert severity="info">
          Only you see these files: they are yours, not your organisation&apos;s, and stay yours if you leave it. The
          organisation&apos;s recordings are under Workflows.
        </Alert>
      }
    />
  );
}

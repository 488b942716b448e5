import { entitlementsOf, type DetailsResponse } from '@scriptloom/contracts';
import { useGetProfileQuery } from '../../features/account/account-api';
import { TranscriptEditor } from '../../features/editor/TranscriptEditor';
import TranscriptPage from '../../features/transcript/TranscriptPage';
import { useWebRole } from '../../shared/store/hooks';

interface EditorProps {
  details: DetailsResponse;
  refetch: () => Promise<DetailsResponse | undefined>;
}

/**
 * The editor of a personal account's file, told what the account's plan includes (read from the
 * profile, docs/product.md#plans-and-limits) so that locked content says so before anyone asks. An
 * organisation member's transcripts are the organisation's workflows, which no personal plan limits.
 */
function PlannedEditor(props: EditorProps) {
  const personal = useWebRole() === 'user';
  const { data: profile } = useGetProfileQuery(undefined, { skip: !personal });
  return <TranscriptEditor {...props} {...(personal && profile ? { entitlements: entitlementsOf(profile) } : {})} />;
}

/**
 * `/transcripts/:id` (lazily loaded by MainArea.tsx): the transcript's page with the editor in it. The
 * two are areas of their own, and only the shell puts areas together.
 */
export default function TranscriptArea() {
  return <TranscriptPage editor={PlannedEditor} />;
}

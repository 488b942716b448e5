import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mayCall, type DisputeItem } from '@scriptloom/contracts';
import { useEffect, useState } from 'react';
import { useWebRole } from '../../shared/store/hooks';
import { NativeSelect } from '../../components/NativeSelect';
import { DisputeCard } from './DisputeCard';
import { useMarkDisputesSeenMutation, useMyDisputesQuery, useOrganisationDisputesQuery } from './disputes-api';
import { RaiseDisputeForm } from './RaiseDisputeForm';
import { ReplyToDispute } from './ReplyToDispute';

type Status = 'open' | 'resolved' | 'all';
const STATUS_OPTIONS: { value: Status; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Answered' },
  { value: 'all', label: 'All' },
];

/**
 * `/organisation/disputes` (docs/product.md#disputes): members raise disputes and read the answers
 * (opening the page marks new answers as read); admins answer the organisation's open ones.
 */
export function DisputesPage() {
  const role = useWebRole();
  const accessRole = role === 'user' ? 'personal' : role;
  const answers = mayCall('POST /enterprise/disputes/:id/resolve', accessRole);
  const raises = mayCall('POST /user/dispute', accessRole);
  return (
    <Stack spacing={3}>
      {answers ? <OrganisationDisputes /> : null}
      {raises ? <RaiseDisputeForm /> : null}
      {raises ? <MyDisputes /> : null}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function Listing({
  query,
  empty,
  render,
}: {
  query: { data?: { items: DisputeItem[] }; isLoading: boolean; isError: boolean; refetch: () => unknown };
  empty: string;
  render: (d: DisputeItem) => React.ReactNode;
}) {
  if (query.isLoading) return <Skeleton variant="rounded" height={120} role="status" aria-label="Loading disputes" />;
  if (query.isError || !query.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        The disputes could not be loaded.
      </Alert>
    );
  }
  if (query.data.items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return <Stack spacing={1.5}>{query.data.items.map(render)}</Stack>;
}

function OrganisationDisputes() {
  const [status, setStatus] = useState<Status>('open');
  const query = useOrganisationDisputesQuery(status);
  return (
    <Section title="Disputes to answer">
      <Box>
        <NativeSelect label="Show" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      </Box>
      <Listing
        query={query}
        empty={status === 'open' ? 'No open disputes.' : 'No disputes here.'}
        render={(d) => (
          <DisputeCard key={d.id} dispute={d} showMember>
            {d.status === 'open' ? <ReplyToDispute dispute={d} /> : null}
          </DisputeCard>
        )}
      />
    </Section>
  );
}

function MyDisputes() {
  const query = useMyDisputesQuery();
  const [markSeen] = useMarkDisputesSeenMutation();
  const unread = (query.data?.items ?? []).filter((d) => d.unread).map((d) => d.id);
  const unreadKey = unread.join(',');
  // Reading the page is reading the answers: the notice in the app bar goes away.
  useEffect(() => {
    if (unreadKey) void markSeen(unreadKey.split(','));
  }, [unreadKey, markSeen]);
  return (
    <Section title="Your disputes">
      <Listing
        query={query}
        empty="You have not disputed anything."
        render={(d) => <DisputeCard key={d.id} dispute={d} showMember={false} />}
      />
    </Section>
  );
}

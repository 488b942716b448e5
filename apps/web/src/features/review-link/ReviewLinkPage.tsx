import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { describeApiError } from '../../api/api-error';
import { usePageTitle } from '../../shared/routes/page-title';
import { useOpenReviewLinkQuery } from './review-link-api';
import { PasscodeForm } from './PasscodeForm';
import { ReviewLinkView } from './ReviewLinkView';

/** The passcode proof is kept for the browser tab only, per link. */
const proofKey = (token: string) => `review-link-proof:${token}`;
function storedProof(token: string): string | null {
  try {
    return sessionStorage.getItem(proofKey(token));
  } catch {
    return null;
  }
}

/**
 * `/s/:token`: the page of a review link (docs/product.md#review-links), open without an account.
 * A link with a passcode asks for it first; a link that does not work says so, whatever the reason.
 */
export default function ReviewLinkPage() {
  const { token = '' } = useParams();
  const [proof, setProof] = useState<string | null>(() => storedProof(token));
  const link = useOpenReviewLinkQuery({ token, proof }, { skip: !token, refetchOnMountOrArgChange: true });
  usePageTitle(link.data ? link.data.title : 'Review');
  const unlocked = useCallback(
    (newProof: string) => {
      try {
        sessionStorage.setItem(proofKey(token), newProof);
      } catch {
        // Private modes may refuse storage: the proof then lasts as long as the page.
      }
      setProof(newProof);
    },
    [token],
  );

  let body;
  if (link.isLoading) {
    body = (
      <Stack spacing={2} aria-busy="true" role="status" aria-label="Loading transcript">
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  } else if (link.isError) {
    const error = describeApiError(link.error);
    body =
      error.code === 'PASSCODE_REQUIRED' ? (
        <PasscodeForm token={token} onUnlocked={unlocked} />
      ) : (
        <Alert severity={error.status === 404 ? 'warning' : 'error'}>{error.message}</Alert>
      );
  } else if (link.data) {
    body = <ReviewLinkView token={token} proof={proof} view={link.data} refetch={link.refetch} />;
  }

  return (
    <Box component="main" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        Shared for review
      </Typography>
      {body}
    </Box>
  );
}

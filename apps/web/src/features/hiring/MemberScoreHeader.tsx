import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MemberScore } from '@scriptloom/contracts';
import { AccuracyBadge } from '../../components/AccuracyBadge';
import { NoScoreYet } from './NoScoreYet';
import { RecalculateButton } from './RecalculateButton';
import { roleLabel } from './role-label';

/** The member's name and role, their overall score, and (admins and QA) a way to calculate it again. */
export function MemberScoreHeader({ score, recalculates }: { score: MemberScore; recalculates: boolean }) {
  const count = score.workflows.length;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <div>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {score.member.name}
          </Typography>
          {score.overall === null ? (
            <NoScoreYet />
          ) : (
            <AccuracyBadge accuracy={score.overall} name="Overall accuracy" size="medium" />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {roleLabel(score.member.role)}
          {count > 0 &&
            ` · overall score over ${count} ${count === 1 ? 'workflow' : 'workflows'}, weighted by their words`}
        </Typography>
      </div>
      {recalculates && count > 0 && <RecalculateButton workflows={score.workflows} name={score.member.name} />}
    </Stack>
  );
}

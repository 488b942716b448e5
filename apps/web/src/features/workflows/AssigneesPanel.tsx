import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkflowItem } from '@scriptloom/contracts';
import { useState } from 'react';
import { CloseIcon } from '../../components/CloseIcon';
import { NativeSelect } from '../../components/NativeSelect';
import { memberOptions } from './member-name';
import {
  useAddAssigneeMutation,
  useGetAssignableMembersQuery,
  useRemoveAssigneeMutation,
} from '../../shared/workflows/workflows-api';

/** Who works on the workflow; admins and QA add and remove people from the organisation's members. */
export function AssigneesPanel({ workflow, canManage }: { workflow: WorkflowItem; canManage: boolean }) {
  const members = useGetAssignableMembersQuery(undefined, { skip: !canManage });
  const [add, addCall] = useAddAssigneeMutation();
  const [remove, removeCall] = useRemoveAssigneeMutation();
  const [chosen, setChosen] = useState('');
  const busy = addCall.isLoading || removeCall.isLoading;
  const assigned = new Set(workflow.assignees.map((a) => a.id));
  const candidates = (members.data?.items ?? []).filter((m) => !assigned.has(m.id));

  return (
    <Stack spacing={1} component="section" aria-labelledby="assignees-heading" data-testid="workflow-assignees-panel">
      <Typography id="assignees-heading" component="h2" variant="h6">
        Assignees
      </Typography>
      {workflow.assignees.length === 0 ? (
        <Typography color="text.secondary">Nobody is assigned.</Typography>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          component="ul"
          sx={{ flexWrap: 'wrap', rowGap: 1, listStyle: 'none', m: 0, p: 0 }}
        >
          {workflow.assignees.map((a) => (
            <Stack
              component="li"
              key={a.id}
              direction="row"
              sx={{ alignItems: 'center' }}
              data-testid="workflow-assignee"
            >
              <Chip label={a.name || a.email} title={a.email} />
              {canManage ? (
                <IconButton
                  size="small"
                  aria-label={`Remove ${a.name || a.email}`}
                  disabled={busy}
                  onClick={() => void remove({ id: workflow.id, revision: workflow.revision, userId: a.id })}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
      {canManage ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <NativeSelect
            label="Add a member"
            value={chosen}
            options={memberOptions(candidates)}
            onChange={setChosen}
            minWidth={220}
          />
          <Button
            size="small"
            variant="outlined"
            disabled={!chosen || busy}
            onClick={async () => {
              const outcome = await add({ id: workflow.id, revision: workflow.revision, userId: chosen });
              if ('data' in outcome) setChosen('');
            }}
          >
            Add assignee
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

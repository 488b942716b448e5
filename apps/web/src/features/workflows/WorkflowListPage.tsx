import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BulkResult } from '@scriptloom/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { describeApiError } from '../../api/api-error';
import { useAppDispatch, useUserInfo } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { UploadIcon } from '../../components/icons';
import { UploadDialog } from '../../shared/upload/UploadDialog';
import { AutoAssignDialog } from './AutoAssignDialog';
import { BulkBar } from './BulkBar';
import { BulkResultNotice } from './BulkResultNotice';
import { bulkSummary, type BulkSummary } from './bulk-summary';
import {
  addressParamsFrom,
  isFiltered,
  lastPage,
  pageRangeText,
  workflowArgsFrom,
  type WorkflowListArgs,
} from '../../shared/workflows/list-query';
import { accessRoleOf, anyBulkAction, listActionsFor } from './workflow-actions';
import { isProcessing, WORKFLOW_POLL_MS } from './workflow-state';
import { WorkflowListControls } from './WorkflowListControls';
import { WorkflowTable } from './WorkflowTable';
import { workflowsApi, useListWorkflowsQuery } from '../../shared/workflows/workflows-api';

/** The multipart route of a workflow upload: the personal upload's fields (WorkflowUploadFields). */
const WORKFLOW_UPLOAD_PATH = 'enterprise/workflow';

/**
 * `/enterprise/workflows` (docs/product.md#workflows): the organisation's workflows the caller may
 * reach, 50 a page, filtered and ordered from the address; bulk actions and upload where the role
 * may use them.
 */
export default function WorkflowListPage() {
  const userInfo = useUserInfo();
  const role = accessRoleOf(userInfo?.org_role);
  const actions = useMemo(() => listActionsFor(role), [role]);
  const bulk = anyBulkAction(actions);
  const dispatch = useAppDispatch();

  const [searchParams, setSearchParams] = useSearchParams();
  const args = useMemo(() => workflowArgsFrom(searchParams), [searchParams]);
  const setArgs = useCallback(
    (next: WorkflowListArgs) => setSearchParams(addressParamsFrom(next), { replace: true }),
    [setSearchParams],
  );

  // Polled only while a listed file is still being processed, so its progress moves and it turns
  // into a transcript without a reload.
  const [polling, setPolling] = useState(false);
  const list = useListWorkflowsQuery(args, {
    skip: role === 'personal',
    pollingInterval: polling ? WORKFLOW_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  useEffect(() => setPolling(items.some(isProcessing)), [items]);

  // A page past the end (after deletions, or an old link) moves to the last page that holds rows.
  useEffect(() => {
    if (list.data && items.length === 0 && args.page > lastPage(total)) setArgs({ ...args, page: lastPage(total) });
  }, [list.data, items.length, args, total, setArgs]);

  // The selection belongs to one view: changing filter, order or page starts with none.
  const viewKey = JSON.stringify(args);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: '', ids: new Set() });
  const selected = useMemo(() => {
    if (selection.key !== viewKey) return new Set<string>();
    const shown = new Set(items.map((item) => item.id));
    return new Set([...selection.ids].filter((id) => shown.has(id)));
  }, [selection, viewKey, items]);
  const toggle = useCallback(
    (id: string) =>
      setSelection((current) => {
        const ids = new Set(current.key === viewKey ? current.ids : []);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { key: viewKey, ids };
      }),
    [viewKey],
  );
  const toggleAll = () =>
    setSelection({ key: viewKey, ids: selected.size === items.length ? new Set() : new Set(items.map((i) => i.id)) });
  const clearSelection = () => setSelection({ key: viewKey, ids: new Set() });

  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const onBulkResult = (result: BulkResult) => {
    setSummary(bulkSummary(result, new Map(items.map((item) => [item.id, item.title]))));
    // What was skipped stays selected, so it can be dealt with another way.
    setSelection({ key: viewKey, ids: new Set(result.skipped.map((s) => s.id)) });
  };

  const [uploadKey, setUploadKey] = useState(0);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [autoAssignOpen, setAutoAssignOpen] = useState(false);
  const onUploaded = (_id: string, success: string | undefined) => {
    setUploadOpen(false);
    dispatch(successToast(success || 'Your file was uploaded.'));
    dispatch(workflowsApi.util.invalidateTags(['Workflows']));
  };

  if (role === 'personal') {
    return (
      <>
        <Heading spaced />
        <Alert severity="info">Workflows belong to organisations. Your account is not a member of one.</Alert>
      </>
    );
  }

  const filtered = isFiltered(args);

  return (
    <Box component="section" aria-labelledby="workflows-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        <Heading />
        <Stack direction="row" spacing={1}>
          {actions.autoAssign ? (
            <Button variant="outlined" onClick={() => setAutoAssignOpen(true)}>
              Auto-assign
            </Button>
          ) : null}
          {actions.upload ? (
            <Button
              variant="contained"
              startIcon={<UploadIcon />}
              onClick={() => {
                setUploadKey((key) => key + 1);
                setUploadOpen(true);
              }}
            >
              Upload
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <AutoAssignDialog open={autoAssignOpen} onClose={() => setAutoAssignOpen(false)} />
      <Box sx={{ mb: 2 }}>
        <WorkflowListControls args={args} onChange={setArgs} />
      </Box>
      {summary ? <BulkResultNotice summary={summary} onClose={() => setSummary(null)} /> : null}
      {bulk && selected.size > 0 ? (
        <BulkBar ids={[...selected]} actions={actions} onResult={onBulkResult} onClear={clearSelection} />
      ) : null}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {list.isLoading ? (
          <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label="Loading workflows">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={40} />
            ))}
          </Stack>
        ) : list.isError && items.length === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                Try again
              </Button>
            }
          >
            {describeApiError(list.error).message}
          </Alert>
        ) : items.length === 0 ? (
          <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary" data-testid="workflow-empty">
            {filtered ? 'No workflows match this view.' : 'No workflows yet.'}
          </Typography>
        ) : (
          <WorkflowTable items={items} selected={bulk ? selected : null} onToggle={toggle} onToggleAll={toggleAll} />
        )}
      </Paper>
      <Stack
        direction="row"
        spacing={1}
        component="nav"
        aria-label="Workflow pages"
        sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 1.5 }}
      >
        <Typography variant="body2" color="text.secondary" data-testid="workflow-range" role="status">
          {pageRangeText(args.page, items.length, total)}
        </Typography>
        <Button size="small" disabled={args.page === 0} onClick={() => setArgs({ ...args, page: args.page - 1 })}>
          Previous page
        </Button>
        <Button
          size="small"
          disabled={args.page >= lastPage(total)}
          onClick={() => setArgs({ ...args, page: args.page + 1 })}
        >
          Next page
        </Button>
      </Stack>
      {actions.upload ? (
        <UploadDialog
          key={uploadKey}
          open={uploadOpen}
          uploadPath={WORKFLOW_UPLOAD_PATH}
          onClose={() => setUploadOpen(false)}
          onUploaded={onUploaded}
          onExited={() => undefined}
        />
      ) : null}
    </Box>
  );
}

function Heading({ spaced = false }: { spaced?: boolean }) {
  return (
    <Typography id="workflows-heading" component="h1" variant="h4" sx={{ fontWeight: 700, mb: spaced ? 2 : 0 }}>
      Workflows
    </Typography>
  );
}

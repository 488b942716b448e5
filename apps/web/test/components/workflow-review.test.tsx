import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkflowItem, WorkflowStatus } from '@scriptloom/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkBar } from '../../src/features/workflows/BulkBar';
import { listActionsFor, pageActionsFor, pageMovesFor } from '../../src/features/workflows/workflow-actions';
import { WorkflowStatusPanel } from '../../src/features/workflows/WorkflowStatusPanel';
import { fakeServer, makeStore, renderPage } from './support/render';

// The review controls of a workflow's page (docs/product.md#workflows): what each role is offered,
// and the confirmations in front of an override and a QA takeover.

const REVIEWER = { id: 'rev-1', name: 'Remy Reader', email: 'remy@example.com' };
const QA = { id: 'qa-1', name: 'Quinn', email: 'quinn@example.com' };
const ADMIN = { id: 'admin-1', name: 'Ada', email: 'ada@example.com' };

function workflow(status: WorkflowStatus, over: Partial<WorkflowItem> = {}): WorkflowItem {
  return {
    id: 'wf-1',
    title: 'Harbour talk',
    file_type: 'audio',
    duration: 60,
    processing_status: 'processed',
    stage: 'done',
    progress: 100,
    error: null,
    workflow_status: status,
    special_status: null,
    review_complete: false,
    assignees: [REVIEWER],
    editing_start_time: null,
    public_url: null,
    public_url_original: null,
    revision: 7,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    ...over,
  } as WorkflowItem;
}

const members = {
  items: [
    {
      id: REVIEWER.id,
      email: REVIEWER.email,
      first_name: 'Remy',
      last_name: 'Reader',
      org_role: 'reviewer',
      on_leave_until: null,
    },
    { id: QA.id, email: QA.email, first_name: 'Quinn', last_name: '', org_role: 'qa', on_leave_until: null },
    { id: ADMIN.id, email: ADMIN.email, first_name: 'Ada', last_name: '', org_role: 'admin', on_leave_until: null },
  ],
};

/** The panel as the page puts it together for `role` (user `userId`), over a fake server. */
function renderPanel(role: 'admin' | 'qa' | 'reviewer', userId: string, item: WorkflowItem) {
  const server = fakeServer({
    'GET enterprise/get_company_members/accepted': { body: members },
    'POST enterprise/workflow/wf-1/workflow_status': { body: { message: 'The workflow moved.', workflow: item } },
    'POST enterprise/workflow/qa_takeover': {
      body: { updated: ['wf-1'], skipped: [], message: '1 workflow was updated.' },
    },
    'POST enterprise/workflow/wf-1/validate': { body: { message: 'The review was marked as not validated.' } },
  });
  const actions = pageActionsFor(role, item, userId);
  renderPage(<WorkflowStatusPanel workflow={item} moves={pageMovesFor(role, item, actions)} actions={actions} />, {
    store: makeStore(),
  });
  return server;
}

/** What a control's aria-describedby points at says (its accessible description). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');

const posts = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.seen.filter((r) => r.method === 'POST' && r.path === path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an admin’s override', () => {
  it('asks first, saying what will happen, and moves only once confirmed', async () => {
    const user = userEvent.setup();
    const server = renderPanel('admin', ADMIN.id, workflow('Publication', { review_complete: true }));
    await user.click(screen.getByRole('button', { name: 'Move to First Review (override)' }));
    const dialog = screen.getByRole('dialog', { name: 'Move “Harbour talk” to First Review?' });
    expect(dialog.textContent).toContain('the history records it as your override');
    expect(dialog.textContent).toContain('It is no longer marked complete.');
    // Cancel has the focus; Escape closes without a move.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(server, 'enterprise/workflow/wf-1/workflow_status')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Move to First Review (override)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Move to First Review' }));
    await waitFor(() => expect(posts(server, 'enterprise/workflow/wf-1/workflow_status')).toHaveLength(1));
    expect(posts(server, 'enterprise/workflow/wf-1/workflow_status')[0]!.body).toEqual({
      workflow_status: 'First_Review',
      revision: 7,
    });
  });

  it('makes a listed move at once, without asking', async () => {
    const user = userEvent.setup();
    const server = renderPanel('admin', ADMIN.id, workflow('Compliance'));
    await user.click(screen.getByRole('button', { name: 'Move to Submitted' }));
    await waitFor(() => expect(posts(server, 'enterprise/workflow/wf-1/workflow_status')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers "Mark complete" only while the workflow is not marked complete', () => {
    renderPanel('admin', ADMIN.id, workflow('Compliance', { review_complete: true }));
    expect(screen.getByTestId('workflow-completed').textContent).toContain('Completed');
    expect(screen.queryByRole('button', { name: 'Mark complete' })).toBeNull();
  });

  it('offers "Mark complete", saying what it does, on a workflow not marked complete', () => {
    renderPanel('qa', QA.id, workflow('Compliance'));
    expect(screen.queryByTestId('workflow-completed')).toBeNull();
    expect(description(screen.getByRole('button', { name: 'Mark complete' }))).toMatch(
      /Marks the review complete; the status stays as it is/,
    );
  });
});

describe('the reviewer’s controls', () => {
  it('give the assigned reviewer one way on, "Submit my review", which says it keeps their pass', () => {
    renderPanel('reviewer', REVIEWER.id, workflow('First_Review'));
    const submit = screen.getByRole('button', { name: 'Submit my review' });
    expect(description(submit)).toMatch(/kept as your pass, and your accuracy score is worked out from it/);
    expect(screen.queryByRole('button', { name: /Move to QA Review/ })).toBeNull();
    // Neither QA's controls nor an admin's.
    for (const name of ['Take over for QA', 'Validate the review', 'Mark complete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});

describe('QA’s controls', () => {
  it('confirm a takeover and let QA count the reviewer’s pass, sent as je_completion', async () => {
    const user = userEvent.setup();
    const server = renderPanel('qa', QA.id, workflow('First_Review'));
    await user.click(screen.getByRole('button', { name: 'Take over for QA' }));
    const dialog = screen.getByRole('dialog', { name: 'Take over “Harbour talk” for QA?' });
    const count = await within(dialog).findByRole('checkbox', {
      name: 'Count Remy Reader’s work as their submitted review',
    });
    // A pass under way is counted unless QA says otherwise; the box says what that means.
    expect((count as HTMLInputElement).checked).toBe(true);
    expect(description(count)).toMatch(/accuracy score is worked out from it when QA moves the workflow/);
    await user.click(within(dialog).getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(posts(server, 'enterprise/workflow/qa_takeover')).toHaveLength(1));
    expect(posts(server, 'enterprise/workflow/qa_takeover')[0]!.body).toEqual({
      workflow_ids: ['wf-1'],
      je_completion: true,
    });
  });

  it('take over without counting the pass when QA unticks it, and not before confirming', async () => {
    const user = userEvent.setup();
    const server = renderPanel('qa', QA.id, workflow('First_Review'));
    await user.click(screen.getByRole('button', { name: 'Take over for QA' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(server, 'enterprise/workflow/qa_takeover')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Take over for QA' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(posts(server, 'enterprise/workflow/qa_takeover')).toHaveLength(1));
    expect(posts(server, 'enterprise/workflow/qa_takeover')[0]!.body).toMatchObject({ je_completion: false });
  });

  it('validate the assigned reviewer’s pass once it reached QA, with the verdict picked', async () => {
    const user = userEvent.setup();
    const server = renderPanel('qa', QA.id, workflow('QA_Review', { assignees: [REVIEWER, QA] }));
    await user.click(await screen.findByRole('button', { name: 'Validate the review' }));
    const dialog = screen.getByRole('dialog', { name: 'Validate the review of “Harbour talk”' });
    const record = within(dialog).getByRole('button', { name: 'Record the verdict' });
    expect((record as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Does not hold up: mark it not validated' }));
    await user.click(record);
    await waitFor(() => expect(posts(server, 'enterprise/workflow/wf-1/validate')).toHaveLength(1));
    expect(posts(server, 'enterprise/workflow/wf-1/validate')[0]!.body).toEqual({
      validate: false,
      user_id: REVIEWER.id,
    });
  });

  it('offer no validation before a pass reached QA', async () => {
    const user = userEvent.setup();
    renderPanel('qa', QA.id, workflow('First_Review'));
    // The reviewer named in the takeover dialog says the members have loaded.
    await user.click(screen.getByRole('button', { name: 'Take over for QA' }));
    await within(screen.getByRole('dialog')).findByRole('checkbox', { name: /Remy Reader/ });
    expect(screen.queryByRole('button', { name: 'Validate the review' })).toBeNull();
  });
});

describe('the list’s bulk QA takeover', () => {
  it('asks first, with the reviewers’ pass not counted unless QA ticks it', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      'GET enterprise/get_company_members/accepted': { body: members },
      'POST enterprise/workflow/qa_takeover': {
        body: { updated: ['wf-1', 'wf-2'], skipped: [], message: '2 workflows were updated.' },
      },
    });
    const onResult = vi.fn();
    renderPage(
      <BulkBar ids={['wf-1', 'wf-2']} actions={listActionsFor('qa')} onResult={onResult} onClear={vi.fn()} />,
      {
        store: makeStore(),
      },
    );
    await user.click(screen.getByRole('button', { name: 'QA takeover' }));
    const dialog = screen.getByRole('dialog', { name: 'Take over 2 selected workflows for QA?' });
    const count = within(dialog).getByRole('checkbox', {
      name: 'Count the assigned reviewers’ work as their submitted review',
    });
    expect((count as HTMLInputElement).checked).toBe(false);
    await user.click(count);
    await user.click(within(dialog).getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(posts(server, 'enterprise/workflow/qa_takeover').map((r) => r.body)).toEqual([
      { workflow_ids: ['wf-1', 'wf-2'], je_completion: true },
    ]);
  });
});

describe('the list’s bulk status change', () => {
  it('asks first, and moves the selected workflows only once confirmed', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      'GET enterprise/get_company_members/accepted': { body: members },
      'POST enterprise/workflows/update_status': {
        body: { updated: ['wf-1'], skipped: [{ id: 'wf-2', reason: 'already there' }], message: 'done' },
      },
    });
    const onResult = vi.fn();
    renderPage(
      <BulkBar ids={['wf-1', 'wf-2']} actions={listActionsFor('admin')} onResult={onResult} onClear={vi.fn()} />,
      { store: makeStore() },
    );
    await user.selectOptions(screen.getByLabelText('New status'), 'Publication');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 2 selected workflows to Submitted?' });
    expect(dialog.textContent).toContain('Each one is marked complete');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Cancelled: the dialog is gone and nothing was sent.
    expect(posts(server, 'enterprise/workflows/update_status')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Move to Submitted' }));
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(posts(server, 'enterprise/workflows/update_status').map((r) => r.body)).toEqual([
      { workflow_ids: ['wf-1', 'wf-2'], workflow_status: 'Publication' },
    ]);
  });
});

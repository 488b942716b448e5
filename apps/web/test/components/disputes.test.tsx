import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DisputeItem } from '@scriptloom/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DisputeCard } from '../../src/features/disputes/DisputeCard';
import { RaiseDisputeForm } from '../../src/features/disputes/RaiseDisputeForm';
import { sessionStarted } from '../../src/shared/session/user-slice';
import { fakeServer, makeStore, renderPage } from './support/render';

// Disputes (docs/product.md#disputes): a score is offered for dispute only where the member has
// one, and a dispute's card links to the workflow and to the score with what QA changed.

/** A session token whose claim makes the app treat the user as a reviewer (the server checks every call). */
const reviewerToken = `x.${btoa(JSON.stringify({ org_role: 'reviewer' }))}.x`;

function signedInStore() {
  const store = makeStore();
  store.dispatch(
    sessionStarted({
      token: reviewerToken,
      user: {
        id: 'rev-1',
        email: 'remy@example.com',
        first_name: 'Remy',
        last_name: 'Reader',
        org_role: 'reviewer',
        email_verified: true,
      },
    }),
  );
  return store;
}

const listed = (id: string, title: string) => ({ id, title, workflow_status: 'Compliance', assignees: [] });

describe('RaiseDisputeForm', () => {
  it('offers a score only on a workflow the member has a score on', async () => {
    const user = userEvent.setup();
    fakeServer({
      'GET enterprise/workflow': {
        body: { items: [listed('wf-scored', 'Scored talk'), listed('wf-new', 'Unscored talk')], total: 2 },
      },
      'GET enterprise/hiring/score/rev-1': {
        body: {
          member: { id: 'rev-1', name: 'Remy Reader', role: 'reviewer' },
          overall: 0.9,
          band: 'excellent',
          workflows: [{ workflow_id: 'wf-scored', title: 'Scored talk' }],
          trend: [],
          notes: [],
        },
      },
    });
    renderPage(<RaiseDisputeForm />, { store: signedInStore() });
    const workflowSelect = screen.getByRole('combobox', { name: 'Workflow' });
    const about = () => screen.getByRole('combobox', { name: 'About' });
    const kinds = () =>
      within(about())
        .getAllByRole('option')
        .map((o) => o.textContent);

    await waitFor(() => expect(within(workflowSelect).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(workflowSelect, 'wf-new');
    expect(kinds()).toEqual(['QA correction']);
    expect(screen.getByRole('status').textContent).toContain('You have no score on this workflow yet');

    await user.selectOptions(workflowSelect, 'wf-scored');
    await waitFor(() => expect(kinds()).toEqual(['Hiring score', 'QA correction']));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

function dispute(over: Partial<DisputeItem> = {}): DisputeItem {
  return {
    id: 'd-1',
    workflow_id: 'wf-1',
    workflow_title: 'Harbour talk',
    kind: 'score',
    message: 'The guest’s name is spelt as on their website.',
    status: 'open',
    member: { id: 'rev-1', name: 'Remy Reader' },
    reply: null,
    resolved_by: null,
    resolved_at: null,
    has_score: true,
    unread: false,
    created_at: '2026-11-20T10:00:00Z',
    ...over,
  };
}

describe('DisputeCard', () => {
  const renderCard = (item: DisputeItem) =>
    renderPage(
      <MemoryRouter>
        <DisputeCard dispute={item} showMember />
      </MemoryRouter>,
    );

  it('links the admin to the workflow and to the member’s score opened at it', () => {
    renderCard(dispute());
    expect(screen.getByRole('link', { name: 'Open the workflow “Harbour talk”' }).getAttribute('href')).toBe(
      '/enterprise/workflows/wf-1',
    );
    expect(screen.getByRole('link', { name: 'Remy Reader’s score and what QA changed' }).getAttribute('href')).toBe(
      '/organisation/scores/rev-1?workflow=wf-1',
    );
  });

  it('leaves out the score link where there is no score, and says when the workflow is gone', () => {
    renderCard(dispute({ kind: 'correction', has_score: false }));
    expect(screen.getByRole('link', { name: /Open the workflow/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /score/ })).toBeNull();

    renderCard(dispute({ id: 'd-2', workflow_id: null, has_score: false }));
    expect(screen.getByText('The workflow has since been deleted.')).toBeTruthy();
  });
});

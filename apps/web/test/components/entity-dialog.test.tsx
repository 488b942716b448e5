import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EntityDialog } from '../../src/features/editor/dialogs/EntityDialog';
import { renderPage } from './support/render';

describe('EntityDialog', () => {
  it('offers types by name and adds the chosen type by its code', async () => {
    const onAdd = vi.fn();
    renderPage(
      <EntityDialog
        phrase="Acme"
        types={['PERSON', 'ORG', 'LOC', 'WORK_OF_ART', 'TEAM_NAME']}
        onClose={vi.fn()}
        onAdd={onAdd}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add entity' });
    const type = within(dialog).getByLabelText('Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Person', 'Organisation', 'Place', 'Creative work', 'Team name']);
    await userEvent.selectOptions(type, 'Organisation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entity' }));
    expect(onAdd).toHaveBeenCalledWith('ORG');
  });
});

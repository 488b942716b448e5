import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MainNav } from '../../src/app/MainNav';
import { renderPage } from './support/render';

// jsdom applies no media queries, so both forms of the links are in the document here; the browser
// test (e2e/layout.spec.ts) checks which one shows at which width.
function renderNav(member: boolean, path = '/organisation') {
  return renderPage(
    <MemoryRouter initialEntries={[path]}>
      <MainNav member={member} />
    </MemoryRouter>,
  );
}

const menuLinks = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return within(screen.getByRole('menu', { name: 'Menu' })).getAllByRole('menuitem');
};

describe('MainNav', () => {
  it("gives a member the workflow side's links, in the bar and in the menu, the current page marked", async () => {
    renderNav(true);
    const expected = ['Workflows', 'Organisation', 'Your files', 'Account'];
    const [bar] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(
      within(bar!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expected);
    const items = await menuLinks();
    expect(items.map((item) => item.textContent)).toEqual(expected);
    expect(items[1]!.getAttribute('aria-current')).toBe('page');
    expect(items[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('gives a personal user the dashboard and account, and the menu says it is open', async () => {
    renderNav(false, '/');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const items = await menuLinks();
    expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'Account']);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(items[0]!.getAttribute('aria-current')).toBe('page');
  });

  it('closes the menu once a link is chosen', async () => {
    renderNav(true);
    const items = await menuLinks();
    await userEvent.click(items[3]!);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

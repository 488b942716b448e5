import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import DownloadPage from '../../src/features/download/DownloadPage';
import { fakeServer, makeStore, renderPage } from './support/render';

function openAt(address: string) {
  renderPage(
    <MemoryRouter initialEntries={[address]}>
      <DownloadPage />
    </MemoryRouter>,
    { store: makeStore() },
  );
}

describe('DownloadPage', () => {
  it('a file that is not there gets a not-found notice and a way to the files, not the form', async () => {
    fakeServer({ 'GET up/details/nope': { status: 404, body: { error: 'File not found.', code: 'NOT_FOUND' } } });
    openAt('/download?docId=nope&summary=1');
    expect(
      await screen.findByText('This file was not found. It may have been deleted, or the link is wrong.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('download-submit')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your files' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '← All files' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: /Back to the transcript/ })).toBeNull();
  });

  it('a file that is there gets its title, the form and the way back to its transcript', async () => {
    fakeServer({
      'GET up/details/f1': { body: { es_doc: { id: 'f1', title: 'Episode 7' }, fb_doc: { title: 'Episode 7' } } },
    });
    openAt('/download?docId=f1&summary=1');
    expect(await screen.findByTestId('download-title')).toHaveProperty('textContent', 'Episode 7');
    expect(screen.getByTestId('download-submit')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to the transcript' }).getAttribute('href')).toBe('/transcripts/f1');
  });
});

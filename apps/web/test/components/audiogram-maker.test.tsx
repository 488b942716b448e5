import { AUDIOGRAM_LIMITS, AudiogramMessages, type Quote } from '@scriptloom/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AudiogramMaker } from '../../src/features/editor/audiograms/maker/AudiogramMaker';
import { fakeServer, makeStore, renderPage } from './support/render';

const quote = (text: string, start: number): Quote => ({ text, speaker: 'Dana', start, end: start + 6, timestamp: '' });
const QUOTES = [
  quote('Batteries get a second life.', 61),
  quote('We ship on Fridays.', 125),
  quote('Ask the users.', 300),
];

const BACKGROUNDS = {
  default_id: 'dusk',
  backgrounds: [
    { id: 'dusk', name: 'Dusk', kind: 'gradient', preview_url: '/dusk.png' },
    { id: 'paper', name: 'Paper', kind: 'colour', preview_url: '/paper.png' },
  ],
};

function server(makeAnswer: { status?: number; body: unknown } = { body: { queued: [] } }) {
  return fakeServer({
    'GET audiogram/backgrounds': { body: BACKGROUNDS },
    'POST audiogram/update-background/file-1/paper': { body: { success: 'ok', background: 'paper' } },
    'POST v1/audiogram/from-quotes/file-1': makeAnswer,
  });
}

type MakerProps = Partial<Parameters<typeof AudiogramMaker>[0]>;
function renderMaker(over: MakerProps = {}) {
  return renderPage(
    <AudiogramMaker
      fileId="file-1"
      quotes={QUOTES}
      passage={null}
      fileBackground={undefined}
      canMakeReels={false}
      {...over}
    />,
    { store: makeStore() },
  );
}

const made = (seen: { method: string; path: string; body: unknown }[]) =>
  seen.filter((r) => r.path === 'v1/audiogram/from-quotes/file-1').map((r) => r.body);

describe('AudiogramMaker', () => {
  it('makes audiograms of the picked quotes in the chosen shape and background, then starts afresh', async () => {
    const user = userEvent.setup();
    const { seen } = server();
    renderMaker();
    const make = screen.getByRole('button', { name: 'Make audiograms' });
    expect(make).toHaveProperty('disabled', true);
    expect(screen.getByText('Pick one or more quotes.')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: /Ask the users/ }));
    await user.click(screen.getByRole('checkbox', { name: /Batteries get a second life/ }));
    expect(screen.getByRole('checkbox', { name: 'All quotes (3)' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('radio', { name: 'Landscape 16:9' }));
    // The catalogue arrives; its default is chosen until the person picks another.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dusk' })).toHaveProperty('checked', true));
    await user.click(screen.getByRole('radio', { name: 'Paper' }));
    await waitFor(() => expect(seen.some((r) => r.path === 'audiogram/update-background/file-1/paper')).toBe(true));

    await user.click(make);
    expect(await screen.findByText(AudiogramMessages.queued)).toBeTruthy();
    expect(made(seen)).toEqual([{ quotes: [0, 2], kind: 'audiogram', shape: 'landscape', background: 'paper' }]);
    expect(screen.getByRole('checkbox', { name: /Ask the users/ })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Make audiograms' })).toHaveProperty('disabled', true);
  });

  it('takes the file’s own background when it has one', async () => {
    server();
    renderMaker({ fileBackground: 'paper' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Paper' })).toHaveProperty('checked', true));
  });

  it('for a video, makes portrait reels with their framing instead of shapes and backgrounds', async () => {
    const user = userEvent.setup();
    const { seen } = server();
    renderMaker({ canMakeReels: true });
    await user.click(screen.getByRole('radio', { name: 'Video reels (9:16)' }));
    expect(screen.queryByRole('radio', { name: 'Square 1:1' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Dusk' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Centre crop' }));
    await user.click(screen.getByRole('checkbox', { name: 'All quotes (3)' }));
    await user.click(screen.getByRole('button', { name: 'Make reels' }));
    await screen.findByText(AudiogramMessages.queued);
    expect(made(seen)).toEqual([{ quotes: [0, 1, 2], kind: 'reel', shape: 'portrait', framing: 'crop' }]);
  });

  it('makes a clip of the selected passage, unless it is too short to be one', async () => {
    const user = userEvent.setup();
    const { seen } = server();
    const { unmount } = renderMaker({ passage: { start: 70, end: 70.1, text: 'So' } });
    expect(screen.getByText(AudiogramMessages.tooShort)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make audiogram from selection' })).toHaveProperty('disabled', true);
    unmount();

    renderMaker({ passage: { start: 70, end: 78.5, text: 'We moved the launch to spring' } });
    expect(screen.getByTestId('audiogram-passage').textContent).toBe('1:10–1:18“We moved the launch to spring”');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dusk' })).toHaveProperty('checked', true));
    await user.click(screen.getByRole('button', { name: 'Make audiogram from selection' }));
    await screen.findByText(AudiogramMessages.queued);
    expect(made(seen)).toEqual([
      { passages: [{ start: 70, end: 78.5 }], kind: 'audiogram', shape: 'square', background: 'dusk' },
    ]);
  });

  it('refuses more quotes than one request may make, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: AUDIOGRAM_LIMITS.maxPerRequest + 1 }, (_, i) => quote(`Quote ${i}`, i * 10));
    server({ status: 409, body: { error: AudiogramMessages.tooMany, code: 'CONFLICT' } });
    const { unmount } = renderMaker({ quotes: many });
    await user.click(screen.getByRole('checkbox', { name: `All quotes (${many.length})` }));
    expect(screen.getByText(`At most ${AUDIOGRAM_LIMITS.maxPerRequest} clips can be made at once.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make audiograms' })).toHaveProperty('disabled', true);
    unmount();

    renderMaker();
    await user.click(screen.getByRole('checkbox', { name: /We ship on Fridays/ }));
    await user.click(screen.getByRole('button', { name: 'Make audiograms' }));
    const notice = await screen.findByTestId('audiogram-notice');
    expect(notice.textContent).toBe(AudiogramMessages.tooMany);
    // Nothing was made: the pick stays for another try.
    expect(screen.getByRole('checkbox', { name: /We ship on Fridays/ })).toHaveProperty('checked', true);
  });

  it('says when the file has no quotes yet, and while they load', () => {
    server();
    const { rerender } = renderMaker({ quotes: [] });
    expect(screen.getByText(AudiogramMessages.noQuotes)).toBeTruthy();
    expect(screen.queryByText('Pick one or more quotes.')).toBeNull();
    rerender(
      <AudiogramMaker fileId="file-1" quotes={null} passage={null} fileBackground={undefined} canMakeReels={false} />,
    );
    expect(screen.getByText('Loading quotes…')).toBeTruthy();
  });
});

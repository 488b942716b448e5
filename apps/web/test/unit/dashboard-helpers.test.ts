import { describe, expect, it } from 'vitest';
import type { DashboardItem } from '@scriptloom/contracts';
import { fileState, settledIds } from '../../src/shared/files/file-state';
import { nextPageStart, PAGE_SIZE, type FilesPage } from '../../src/shared/files/files-api';
import { listArgsFrom, paramsFrom } from '../../src/features/dashboard/list-args';
import { parseSpeakers } from '../../src/shared/upload/speakers-field';
import { uploadForm } from '../../src/shared/upload/use-upload';

const item = (id: string, processed: 'Y' | 'N', status: DashboardItem['status']) => ({ id, processed, status });

describe('file state', () => {
  it('reads failed first, then the processed flag', () => {
    expect(fileState(item('a', 'Y', 'processed'))).toBe('processed');
    expect(fileState(item('a', 'N', 'processing'))).toBe('in-progress');
    expect(fileState(item('a', 'N', 'failed'))).toBe('failed');
  });

  it('treats listed in-progress files missing from the in-progress list as done', () => {
    const listed = [
      item('a', 'N', 'processing'),
      item('b', 'N', 'queued'),
      item('c', 'Y', 'processed'),
      item('d', 'N', 'failed'),
    ];
    expect(settledIds(listed, ['b'])).toEqual(['a']);
    expect(settledIds(listed, ['a', 'b'])).toEqual([]);
  });
});

describe('dashboard paging', () => {
  const page = (count: number, full = count >= PAGE_SIZE): FilesPage => ({
    items: Array.from({ length: count }, (_, i) => ({ id: String(i) }) as DashboardItem),
    total: 0,
    full,
  });

  it('asks for the next page after every row held while pages come back full', () => {
    expect(nextPageStart(page(20), [page(20)])).toBe(20);
    expect(nextPageStart(page(20), [page(20), page(20)])).toBe(40);
    // A deleted row leaves the page full (the server filled it) but shifts the start by one.
    expect(nextPageStart(page(19, true), [page(20), page(19, true)])).toBe(39);
  });

  it('stops once a page comes back short', () => {
    expect(nextPageStart(page(7), [page(20), page(7)])).toBeUndefined();
    expect(nextPageStart(page(0), [page(0)])).toBeUndefined();
  });
});

describe('list address', () => {
  it('reads sort and filter from the address with the product defaults', () => {
    expect(listArgsFrom(new URLSearchParams(''))).toEqual({ sort: 'date_desc', filter: 'all' });
    expect(listArgsFrom(new URLSearchParams('sort=title_asc&filter=video'))).toEqual({
      sort: 'title_asc',
      filter: 'video',
    });
    expect(listArgsFrom(new URLSearchParams('sort=nonsense&filter=1'))).toEqual({ sort: 'date_desc', filter: 'all' });
  });

  it('leaves defaults out of the address', () => {
    expect(paramsFrom({ sort: 'date_desc', filter: 'all' })).toEqual({});
    expect(paramsFrom({ sort: 'date_asc', filter: 'processed' })).toEqual({ sort: 'date_asc', filter: 'processed' });
  });
});

describe('upload form', () => {
  it('accepts a blank or whole speaker count from 1 to 20', () => {
    expect(parseSpeakers('')).toEqual({ value: null, error: null });
    expect(parseSpeakers(' 3 ')).toEqual({ value: 3, error: null });
    for (const bad of ['0', '21', '2.5', 'two']) expect(parseSpeakers(bad).error).toMatch(/1 to 20/);
  });

  it('sends only the fields that were given, file last', () => {
    const file = new File(['abc'], 'ep.mp3', { type: 'audio/mpeg' });
    const full = uploadForm({ file, title: ' My show ', speakers: 2 });
    expect([...full.keys()]).toEqual(['title', 'speakers', 'file']);
    expect(full.get('title')).toBe('My show');
    expect(full.get('speakers')).toBe('2');
    expect((full.get('file') as File).name).toBe('ep.mp3');
    expect([...uploadForm({ file, title: ' ', speakers: null }).keys()]).toEqual(['file']);
  });
});

import { DashboardFilter, DashboardSort } from '@scriptloom/contracts';
import type { FileListArgs } from '../../shared/files/files-api';

/** docs/product.md#dashboard: default sort date_desc, default filter all. */
export const DEFAULT_LIST_ARGS: FileListArgs = { sort: 'date_desc', filter: 'all' };

export const SORT_OPTIONS: { value: FileListArgs['sort']; label: string }[] = [
  { value: 'date_desc', label: 'Newest first' },
  { value: 'date_asc', label: 'Oldest first' },
  { value: 'title_asc', label: 'Title A to Z' },
  { value: 'title_desc', label: 'Title Z to A' },
];

export const FILTER_OPTIONS: { value: FileListArgs['filter']; label: string }[] = [
  { value: 'all', label: 'All files' },
  { value: 'processed', label: 'Transcribed' },
  { value: 'unprocessed', label: 'In progress' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
];

/**
 * Sort and filter live in the address (`?sort=title_asc&filter=video`) so that coming back from a
 * transcript, reloading or sharing the link keeps the view. Unknown values fall back to the defaults.
 */
export function listArgsFrom(params: URLSearchParams): FileListArgs {
  const sort = DashboardSort.safeParse(params.get('sort'));
  const filter = DashboardFilter.safeParse(params.get('filter'));
  return {
    sort: sort.success ? sort.data : DEFAULT_LIST_ARGS.sort,
    filter: filter.success ? filter.data : DEFAULT_LIST_ARGS.filter,
  };
}

/** The inverse; defaults are left out to keep the dashboard's address clean. */
export function paramsFrom(args: FileListArgs): Record<string, string> {
  const params: Record<string, string> = {};
  if (args.sort !== DEFAULT_LIST_ARGS.sort) params.sort = args.sort;
  if (args.filter !== DEFAULT_LIST_ARGS.filter) params.filter = args.filter;
  return params;
}

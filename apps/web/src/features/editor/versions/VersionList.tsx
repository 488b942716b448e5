import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { TranscriptVersionItem } from '@scriptloom/contracts';
import { useRef, type KeyboardEvent } from 'react';
import { formatDateTime } from '../../../shared/files/format';
import { kindLabel, savedByLabel, wordCountLabel } from './version-history';

interface VersionListProps {
  versions: readonly TranscriptVersionItem[];
  currentVersion: number | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * The saved versions as a listbox. One option is in the Tab order (the selected one), so Tab moves
 * on to the preview and the buttons; the arrows, Home and End move the selection within the list.
 */
export function VersionList({ versions, currentVersion, selectedId, onSelect }: VersionListProps) {
  const options = useRef(new Map<string, HTMLElement>());
  const selectedAt = Math.max(
    0,
    versions.findIndex((v) => v.id === selectedId),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const last = versions.length - 1;
    const to =
      event.key === 'ArrowDown'
        ? Math.min(selectedAt + 1, last)
        : event.key === 'ArrowUp'
          ? Math.max(selectedAt - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const id = versions[to]!.id;
    onSelect(id);
    options.current.get(id)?.focus();
  };

  return (
    <List component="div" role="listbox" aria-label="Saved versions" onKeyDown={onKeyDown} dense disablePadding>
      {versions.map((v, i) => {
        const selected = i === selectedAt;
        const current = v.version === currentVersion;
        return (
          <ListItemButton
            key={v.id}
            ref={(node: HTMLElement | null) => {
              if (node) options.current.set(v.id, node);
              else options.current.delete(v.id);
            }}
            role="option"
            aria-selected={selected}
            selected={selected}
            tabIndex={selected ? 0 : -1}
            // The list takes the focus when the dialog opens with it: the arrows work at once.
            autoFocus={selected}
            onClick={() => onSelect(v.id)}
            sx={{ borderRadius: 1, mb: 0.5, alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={formatDateTime(v.saved_at)}
              secondary={`${kindLabel(v.kind)} · ${savedByLabel(v)} · ${wordCountLabel(v.word_count)}`}
            />
            {current ? <Chip size="small" label="Current" sx={{ ml: 1, mt: 0.5 }} /> : null}
          </ListItemButton>
        );
      })}
    </List>
  );
}

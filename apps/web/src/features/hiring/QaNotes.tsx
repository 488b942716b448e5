import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HiringNote } from '@scriptloom/contracts';
import { Fragment } from 'react';
import { formatDateTime } from '../../shared/files/format';
import { QaNoteForm } from './QaNoteForm';

/**
 * QA's notes on the member's work, newest first (as the server sends them), and for admins and QA
 * a form to add one. A reviewer reads the notes about their own work.
 */
export function QaNotes({
  memberId,
  notes,
  writesNotes,
}: {
  memberId: string;
  notes: readonly HiringNote[];
  writesNotes: boolean;
}) {
  return (
    <Stack component="section" aria-labelledby="qa-notes-heading" spacing={2}>
      <Typography id="qa-notes-heading" component="h3" variant="h6">
        QA notes
      </Typography>
      {writesNotes && <QaNoteForm memberId={memberId} />}
      {notes.length === 0 ? (
        <Typography color="text.secondary">No notes yet.</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label="QA notes, newest first" disablePadding>
            {notes.map((note, index) => (
              <Fragment key={note.id}>
                {index > 0 && <Divider component="li" aria-hidden="true" />}
                <ListItem sx={{ display: 'block', py: 1.5 }}>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.notes}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {note.author ?? 'A former member'} · {formatDateTime(note.created_at)}
                  </Typography>
                </ListItem>
              </Fragment>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

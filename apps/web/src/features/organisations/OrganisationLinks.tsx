import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useWebRole } from '../../shared/store/hooks';
import {
  LEAVE_PATH,
  OWN_FILES_PATH,
  OWN_FILES_PATH_LABEL,
  SCORES_PATH,
  WORKFLOWS_PATH,
} from '../../shared/routes/paths';
import { mayListMembers, mayManageList, ROLE_LABELS } from './roles';

/** Where a member goes from the organisation's home: what their role may open. */
export function OrganisationLinks() {
  const role = useWebRole();
  if (role === 'user') return null;
  const links = [
    { to: WORKFLOWS_PATH, label: 'Workflows', hint: 'The files your organisation is reviewing.' },
    ...(mayListMembers(role)
      ? [{ to: '/organisation/members', label: 'Members', hint: 'Who is in the organisation, with their roles.' }]
      : []),
    ...(mayManageList(role)
      ? [
          {
            to: '/organisation/who-may-join',
            label: 'Who may join',
            hint: 'The addresses that may join, and their roles.',
          },
        ]
      : []),
    {
      to: LEAVE_PATH,
      label: 'Leave',
      hint:
        role === 'admin'
          ? 'Ask for leave, decide on requests, see who is away.'
          : 'Ask for leave and follow your requests.',
    },
    {
      to: SCORES_PATH,
      label: 'Scores',
      hint:
        role === 'reviewer'
          ? "How close your reviews came to QA's final transcripts, and QA's notes."
          : "How close each member's reviews came to QA's final transcripts, workflow by workflow.",
    },
    {
      to: '/organisation/disputes',
      label: 'Disputes',
      hint: role === 'admin' ? 'Answer disputes of scores and corrections.' : 'Dispute a score or a QA correction.',
    },
    {
      to: OWN_FILES_PATH,
      label: OWN_FILES_PATH_LABEL,
      hint: 'Your own files, from before you joined: only you see them.',
    },
    { to: '/account/profile', label: 'Account settings', hint: 'Your profile, password and sign-in security.' },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography component="h2" variant="h6">
        Your organisation
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        You are {role === 'admin' ? 'an' : 'a'} {ROLE_LABELS[role]} here.
      </Typography>
      <List component="nav" aria-label="Organisation pages">
        {links.map((link) => (
          <ListItemButton key={link.to} component={Link} to={link.to}>
            <ListItemText primary={link.label} secondary={link.hint} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

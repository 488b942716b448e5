import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { LEAVE_TYPE_LABELS, type LeaveItem, type LeaveStatus } from '@scriptloom/contracts';
import {
  dayHeading,
  isWeekend,
  leaveBarLabel,
  monthSpans,
  timelineSegments,
  type TimelineRow,
  type TimelineWindow,
} from './leave-timeline';

const NAME_WIDTH = { xs: 112, sm: 168 };
const DAY_WIDTH = 34;

/**
 * Approved leave is a solid bar; pending leave is hatched with a dashed edge, so the two differ in
 * pattern and not only in colour.
 */
function barStyle(status: Exclude<LeaveStatus, 'rejected'>, theme: Theme) {
  const { success, warning } = theme.palette;
  return status === 'approved'
    ? { backgroundColor: success.main, color: success.contrastText, border: `2px solid ${success.main}` }
    : {
        color: warning.dark,
        border: `2px dashed ${warning.main}`,
        backgroundColor: theme.palette.background.paper,
        backgroundImage: `repeating-linear-gradient(135deg, ${alpha(warning.main, 0.3)} 0 4px, transparent 4px 8px)`,
      };
}

const weekendShade = { bgcolor: 'action.hover' } as const;
// The names stay in view while the days scroll sideways under them.
const stickyName = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

interface TimelineGridProps {
  view: TimelineWindow;
  rows: readonly TimelineRow[];
  today: string;
}

/**
 * The timeline proper: a table whose columns are days and whose rows are members. Its box scrolls
 * sideways on a narrow screen and can take the keyboard focus, so arrow keys scroll it too.
 */
export function TimelineGrid({ view, rows, today }: TimelineGridProps) {
  return (
    <Box
      role="region"
      aria-label="Who is away, day by day (scrolls sideways)"
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table
        aria-label="Leave timeline"
        padding="none"
        // A fixed layout needs a set width: the name column and every day, so the days never squeeze.
        sx={{
          tableLayout: 'fixed',
          width: {
            xs: NAME_WIDTH.xs + view.days.length * DAY_WIDTH,
            sm: NAME_WIDTH.sm + view.days.length * DAY_WIDTH,
          },
        }}
      >
        <colgroup>
          <Box component="col" sx={{ width: NAME_WIDTH }} />
          {view.days.map((day) => (
            <col key={day} style={{ width: DAY_WIDTH }} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} sx={{ ...stickyName, px: 1.5, verticalAlign: 'bottom', pb: 1 }}>
              Member
            </TableCell>
            {monthSpans(view.days).map((month) => (
              <TableCell key={month.label} colSpan={month.length} sx={{ px: 1, pt: 1, fontWeight: 600 }}>
                {month.label}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {view.days.map((day) => {
              const heading = dayHeading(day);
              const isToday = day === today;
              return (
                <TableCell
                  key={day}
                  align="center"
                  title={heading.full}
                  aria-current={isToday ? 'date' : undefined}
                  sx={{
                    py: 0.5,
                    lineHeight: 1.2,
                    ...(isWeekend(day) && weekendShade),
                    ...(isToday && { color: 'primary.main', fontWeight: 700 }),
                  }}
                >
                  <Box component="span" sx={{ display: 'block', fontSize: '0.7rem' }}>
                    {heading.weekday.slice(0, 2)}
                  </Box>
                  {heading.date}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.userId}>
              <TableCell
                component="th"
                scope="row"
                sx={{ ...stickyName, px: 1.5, py: 0.75, overflow: 'hidden', textOverflow: 'ellipsis' }}
                title={row.name}
              >
                <Typography variant="body2" noWrap>
                  {row.name}
                </Typography>
              </TableCell>
              {timelineSegments(row.cells).map((segment) =>
                segment.item ? (
                  <TableCell key={segment.start} colSpan={segment.length} sx={{ px: '2px' }}>
                    <LeaveBar item={segment.item} view={view} days={segment.length} />
                  </TableCell>
                ) : (
                  <TableCell
                    key={segment.start}
                    sx={isWeekend(view.days[segment.start] ?? '') ? weekendShade : undefined}
                  />
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** One request's days in the window; a square end says it goes on beyond the window. */
function LeaveBar({ item, view, days }: { item: LeaveItem; view: TimelineWindow; days: number }) {
  const theme = useTheme();
  const label = leaveBarLabel(item);
  // Rejected requests never reach the timeline (timelineRows); the check only narrows the type.
  const style = item.status === 'rejected' ? {} : barStyle(item.status, theme);
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      sx={{
        ...style,
        height: 24,
        px: 0.75,
        borderRadius: 1.5,
        ...(item.start_date < view.from && { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }),
        ...(item.end_date > view.to && { borderTopRightRadius: 0, borderBottomRightRadius: 0 }),
        boxSizing: 'border-box',
        lineHeight: '20px',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        fontSize: '0.75rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {/* Two days are too narrow for a word; the label and the title still say it all. */}
      {days >= 3 && LEAVE_TYPE_LABELS[item.leave_type]}
    </Box>
  );
}

/** The key to the bars, in words as well as looks. */
export function TimelineLegend() {
  const theme = useTheme();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['approved', 'pending'] as const).map((status) => (
        <Stack key={status} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ ...barStyle(status, theme), width: 28, height: 14, borderRadius: 1 }} />
          <Typography variant="body2" color="text.secondary">
            {status === 'approved' ? 'Approved' : 'Pending (waiting for an admin)'}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

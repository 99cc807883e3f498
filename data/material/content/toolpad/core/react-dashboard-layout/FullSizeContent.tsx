import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PaymentsIcon from '@mui/icons-material/Payments';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { AppProvider, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  { segment: 'board', title: 'Board', icon: <ViewKanbanIcon /> },
  { segment: 'timeline', title: 'Timeline', icon: <CalendarMonthIcon /> },
  { segment: 'budget', title: 'Budget', icon: <PaymentsIcon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const COLUMNS = ['To do', 'In progress', 'Done'] as const;
type Column = (typeof COLUMNS)[number];

const INITIAL_TASKS: { id: number; title: string; who: string; column: Column }[] = [
  { id: 1, title: 'Order worktop offcuts', who: 'Sam', column: 'To do' },
  { id: 2, title: 'Book electrician for hob circuit', who: 'Noor', column: 'To do' },
  { id: 3, title: 'Pick grout colour', who: 'Sam', column: 'To do' },
  { id: 4, title: 'Paint ceiling', who: 'Kofi', column: 'To do' },
  { id: 5, title: 'Tile splashback', who: 'Kofi', column: 'In progress' },
  { id: 6, title: 'Fit cabinet doors', who: 'Noor', column: 'In progress' },
  { id: 7, title: 'Remove old units', who: 'Kofi', column: 'Done' },
  { id: 8, title: 'Move the radiator', who: 'Noor', column: 'Done' },
  { id: 9, title: 'Level the floor', who: 'Sam', column: 'Done' },
];

function Board() {
  const [tasks, setTasks] = React.useState(INITIAL_TASKS);

  const moveOn = (id: number) => {
    setTasks((current) =>
      current.map((task) =>
        task.id === id ? { ...task, column: COLUMNS[Math.min(COLUMNS.indexOf(task.column) + 1, COLUMNS.length - 1)] } : task,
      ),
    );
  };

  // flex: 1 and minHeight: 0 let the board fill the content area; each column scrolls on its own.
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', gap: 2, p: 2, overflowX: 'auto' }}>
      {COLUMNS.map((column, index) => {
        const next = COLUMNS[index + 1];
        const columnTasks = tasks.filter((task) => task.column === column);
        return (
          <Paper
            key={column}
            variant="outlined"
            sx={{ flex: '1 0 200px', display: 'flex', flexDirection: 'column', minHeight: 0, bgcolor: 'action.hover' }}
          >
            <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
              {column} ({columnTasks.length})
            </Typography>
            <Stack
              spacing={1}
              tabIndex={0}
              role="region"
              aria-label={column}
              sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 1, pb: 1 }}
            >
              {columnTasks.map((task) => (
                <Card key={task.id} variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'flex-start', gap: 1, flexShrink: 0 }}>
                  <Box sx={{ flex: 1 }}>
                    <Typography variant="body2">{task.title}</Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {task.who}
                    </Typography>
                  </Box>
                  {next ? (
                    <IconButton size="small" aria-label={`Move "${task.title}" to ${next}`} onClick={() => moveOn(task.id)}>
                      <ArrowForwardIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                </Card>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
}

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function FullSizeContent(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/board');
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider navigation={NAVIGATION} branding={{ title: 'Kitchen Refit' }} router={router} theme={demoTheme} window={demoWindow}>
      <DashboardLayout>
        {router.pathname === '/board' ? (
          <Board />
        ) : (
          <PageContainer>
            <Typography>{router.pathname === '/timeline' ? 'Handover planned for 27 June 2025.' : '£14,200 spent of £18,000.'}</Typography>
          </PageContainer>
        )}
      </DashboardLayout>
    </AppProvider>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/Dashboard';
import BuildIcon from '@mui/icons-material/Build';
import PeopleIcon from '@mui/icons-material/People';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { AppProvider, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  { segment: 'overview', title: 'Overview', icon: <DashboardIcon /> },
  { segment: 'repairs', title: 'Repairs', icon: <BuildIcon /> },
  { segment: 'customers', title: 'Customers', icon: <PeopleIcon /> },
  { segment: 'parts', title: 'Parts', icon: <Inventory2Icon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

type JobStatus = 'Waiting for parts' | 'In the stand' | 'Ready';

const STATUS_COLOR: Record<JobStatus, 'warning' | 'info' | 'success'> = {
  'Waiting for parts': 'warning',
  'In the stand': 'info',
  Ready: 'success',
};

const JOBS: { ticket: string; bike: string; work: string; mechanic: string; status: JobStatus }[] = [
  { ticket: 'R-311', bike: 'Gravel, 54 cm', work: 'Replace chain and cassette', mechanic: 'Ines', status: 'In the stand' },
  { ticket: 'R-312', bike: 'Cargo bike', work: 'Bleed rear brake', mechanic: 'Tomasz', status: 'Waiting for parts' },
  { ticket: 'R-313', bike: 'City, step-through', work: 'True front wheel', mechanic: 'Ines', status: 'Ready' },
  { ticket: 'R-314', bike: 'Road, 58 cm', work: 'Full service', mechanic: 'Dele', status: 'In the stand' },
];

const STATS = [
  { label: 'Bikes in the workshop', value: '14' },
  { label: 'Ready for pick-up', value: '5' },
  { label: 'Parts on order', value: '8' },
];

function JobsTable({ label }: { label: string }) {
  return (
    // On a narrow screen the table scrolls sideways: the container takes keyboard focus for that.
    <TableContainer component={Card} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Ticket</TableCell>
            <TableCell>Bike</TableCell>
            <TableCell>Work</TableCell>
            <TableCell>Mechanic</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {JOBS.map((job) => (
            <TableRow key={job.ticket}>
              <TableCell>{job.ticket}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{job.bike}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{job.work}</TableCell>
              <TableCell>{job.mechanic}</TableCell>
              <TableCell>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
                  <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${STATUS_COLOR[job.status]}.main` }} />
                  {job.status}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PageContent({ pathname }: { pathname: string }) {
  if (pathname === '/overview') {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Grid container spacing={2}>
          {STATS.map((stat) => (
            <Grid key={stat.label} size={4}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {stat.label}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {stat.value}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Typography variant="h6" component="h2">
          Today&apos;s jobs
        </Typography>
        <JobsTable label="Today's jobs" />
      </Box>
    );
  }
  if (pathname === '/repairs') {
    return <JobsTable label="Open repairs" />;
  }
  if (pathname === '/customers') {
    return <Typography>212 customers, 9 with a bike in the workshop.</Typography>;
  }
  return <Typography>Brake pads, 11-speed chains and 700×32 tubes are below their reorder level.</Typography>;
}

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function DashboardLayoutBasic(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/overview');
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider navigation={NAVIGATION} router={router} theme={demoTheme} window={demoWindow} branding={{ title: 'Spoke & Sprocket' }}>
      <DashboardLayout>
        <PageContainer>
          <PageContent pathname={router.pathname} />
        </PageContainer>
      </DashboardLayout>
    </AppProvider>
  );
}

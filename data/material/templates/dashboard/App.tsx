import * as React from 'react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Grid from '@mui/material/Grid';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import ChannelChart from './ChannelChart';
import Header from './Header';
import OrdersTable from './OrdersTable';
import RevenueChart from './RevenueChart';
import SideNav from './SideNav';
import StatCard from './StatCard';
import TaskList from './TaskList';
import { STATS } from './data';
import theme from './theme';

export default function App() {
  const [mobileNavOpen, setMobileNavOpen] = React.useState(false);
  const [activeSection, setActiveSection] = React.useState('overview');
  const [search, setSearch] = React.useState('');
  // The message stays set while the snackbar fades out, so its text does not vanish mid-transition.
  const [notice, setNotice] = React.useState('');
  const [noticeOpen, setNoticeOpen] = React.useState(false);
  const showNotice = (message: string) => {
    setNotice(message);
    setNoticeOpen(true);
  };

  const showOrders = () => {
    setActiveSection('orders');
    document.getElementById('orders')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <SideNav
          active={activeSection}
          onNavigate={setActiveSection}
          mobileOpen={mobileNavOpen}
          onMobileClose={() => setMobileNavOpen(false)}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Header
            search={search}
            onSearchChange={setSearch}
            onSearchSubmit={showOrders}
            onMenuClick={() => setMobileNavOpen(true)}
            onAction={showNotice}
          />
          <Box component="main" id="overview" sx={{ flex: 1, p: { xs: 2, sm: 3 }, scrollMarginTop: 64 }}>
            <Box sx={{ mb: 3 }}>
              <Typography variant="h1">Overview</Typography>
              <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>Store performance from 1 to 28 March 2025.</Typography>
            </Box>
            <Grid container spacing={2}>
              {STATS.map((stat) => (
                <Grid key={stat.id} size={{ xs: 6, lg: 3 }}>
                  <StatCard stat={stat} />
                </Grid>
              ))}
              <Grid size={{ xs: 12, lg: 8 }}>
                <RevenueChart />
              </Grid>
              <Grid size={{ xs: 12, lg: 4 }}>
                <ChannelChart />
              </Grid>
              <Grid size={{ xs: 12, lg: 8 }}>
                <OrdersTable search={search} />
              </Grid>
              <Grid size={{ xs: 12, lg: 4 }}>
                <TaskList />
              </Grid>
            </Grid>
          </Box>
        </Box>
      </Box>
      <Snackbar
        open={noticeOpen}
        onClose={() => setNoticeOpen(false)}
        autoHideDuration={4000}
        message={notice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </ThemeProvider>
  );
}

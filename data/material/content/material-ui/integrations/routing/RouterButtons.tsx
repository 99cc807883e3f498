import * as React from 'react';
import { Link as RouterLink, MemoryRouter, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import GroupIcon from '@mui/icons-material/Group';

const sections = [
  { to: '/dashboard', label: 'Dashboard', icon: <DashboardIcon /> },
  { to: '/invoices', label: 'Invoices', icon: <ReceiptLongIcon /> },
  { to: '/customers', label: 'Customers', icon: <GroupIcon /> },
];

function CurrentLocation() {
  const location = useLocation();
  return (
    <Box role="status" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        Current location
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{location.pathname}</Typography>
    </Box>
  );
}

function SectionButtons() {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label="Billing sections" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {sections.map((section) => {
        const current = pathname.startsWith(section.to);
        return (
          <Button
            key={section.to}
            component={RouterLink}
            to={section.to}
            startIcon={section.icon}
            variant={current ? 'contained' : 'outlined'}
            aria-current={current ? 'page' : undefined}
            disableElevation
          >
            {section.label}
          </Button>
        );
      })}
    </Stack>
  );
}

export default function RouterButtons() {
  return (
    <MemoryRouter initialEntries={['/dashboard']}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 460 }}>
        <SectionButtons />
        <Button component={RouterLink} to="/invoices/new" variant="text" sx={{ alignSelf: 'flex-start' }}>
          Create an invoice
        </Button>
        <CurrentLocation />
      </Stack>
    </MemoryRouter>
  );
}

import { styled } from '@mui/material/styles';
// Types `theme.vars`, set when the theme uses CSS variables.
import type {} from '@mui/material/themeCssVarsAugmentation';

type Status = 'operational' | 'degraded' | 'outage';

interface StatusPillProps {
  status: Status;
}

// `status` styles the pill but is not a valid HTML attribute: keep it off the DOM.
const StatusPill = styled('span', {
  shouldForwardProp: (prop) => prop !== 'status',
})<StatusPillProps>(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  padding: theme.spacing(0.25, 1.25),
  borderRadius: 999,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: theme.typography.fontWeightMedium,
  border: '1px solid var(--status-color)',
  '&::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
    backgroundColor: 'var(--status-color)',
  },
  color: (theme.vars || theme).palette.text.primary,
  variants: [
    {
      props: { status: 'operational' },
      style: { '--status-color': (theme.vars || theme).palette.success.main },
    },
    {
      props: { status: 'degraded' },
      style: { '--status-color': (theme.vars || theme).palette.warning.main },
    },
    {
      props: { status: 'outage' },
      style: { '--status-color': (theme.vars || theme).palette.error.main },
    },
  ],
}));

const Row = styled('li')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  padding: theme.spacing(1.25, 0),
  borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
  color: (theme.vars || theme).palette.text.primary,
}));

const services: { name: string; status: Status; label: string }[] = [
  { name: 'API', status: 'operational', label: 'Operational' },
  { name: 'Dashboard', status: 'operational', label: 'Operational' },
  { name: 'Webhooks', status: 'degraded', label: 'Delayed' },
  { name: 'Email delivery', status: 'outage', label: 'Outage' },
];

export default function StyledProps() {
  return (
    <ul aria-label="Service status" style={{ margin: 0, padding: 0, listStyle: 'none', maxWidth: 420 }}>
      {services.map((service) => (
        <Row key={service.name}>
          {service.name}
          <StatusPill status={service.status}>{service.label}</StatusPill>
        </Row>
      ))}
    </ul>
  );
}

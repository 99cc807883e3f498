import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, styled, type Theme } from '@mui/material/styles';
import BoltIcon from '@mui/icons-material/Bolt';
import LockIcon from '@mui/icons-material/Lock';
import SyncIcon from '@mui/icons-material/Sync';

// Extends the surrounding theme: every SvgIcon below is small by default, and small means 18 px here.
const iconTheme = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiSvgIcon: {
      defaultProps: { fontSize: 'small' },
      styleOverrides: { fontSizeSmall: { fontSize: 18 } },
    },
  },
});

// One reusable look: the icon in a tinted circle.
const IconDisc = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  padding: theme.spacing(1),
  borderRadius: '50%',
  color: (theme.vars || theme).palette.primary.main,
  backgroundColor: (theme.vars || theme).palette.action.selected,
}));

const features = [
  { icon: BoltIcon, title: 'Fast sync', text: 'Changes reach every device in under a second.' },
  { icon: LockIcon, title: 'Private by default', text: 'Files are encrypted before they leave your laptop.' },
  { icon: SyncIcon, title: 'Works offline', text: 'Edits made on a plane upload when you land.' },
];

export default function CustomizedIcons() {
  return (
    <ThemeProvider theme={iconTheme}>
      <Stack spacing={2}>
        {features.map(({ icon: Icon, title, text }) => (
          <Box key={title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <IconDisc>
              <Icon />
            </IconDisc>
            <div>
              <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text}
              </Typography>
            </div>
          </Box>
        ))}
        {/* sx still wins over the theme for a single icon. */}
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <BoltIcon sx={{ fontSize: 28, color: 'warning.dark' }} />
          Included in every plan
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}

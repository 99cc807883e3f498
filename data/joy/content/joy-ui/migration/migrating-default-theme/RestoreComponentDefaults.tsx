import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import IconButton from '@mui/joy/IconButton';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import EditRounded from '@mui/icons-material/EditRounded';

// The component defaults of the alpha versions, restored through the theme.
const theme = extendTheme({
  cssVarPrefix: 'old-defaults-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyAlert: { defaultProps: { color: 'primary' } },
    JoyChip: { defaultProps: { variant: 'solid', color: 'primary' } },
    JoyChipDelete: { defaultProps: { variant: 'solid', color: 'primary' } },
    JoyIconButton: { defaultProps: { variant: 'soft', color: 'primary' } },
    JoyTabList: {
      defaultProps: { variant: 'soft', disableUnderline: true },
      styleOverrides: {
        root: ({ theme: t }) => ({
          gap: '0.25rem',
          padding: '0.25rem',
          borderRadius: t.vars.radius.xl,
          '--List-padding': '0.25rem',
          '--List-radius': t.vars.radius.xl,
        }),
      },
    },
    JoyTab: {
      defaultProps: { disableIndicator: true },
      styleOverrides: {
        root: ({ theme: t }) => ({
          '&[aria-selected="true"]': { boxShadow: t.vars.shadow.sm, backgroundColor: t.vars.palette.background.surface },
        }),
      },
    },
  },
});

// No variant or colour set on any component: only the defaults differ between the two columns.
function Sample({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Typography level="body-xs">{label}</Typography>
      <Alert>Your export is ready.</Alert>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip endDecorator={<ChipDelete aria-label={`Remove the tag (${label})`} />}>Invoices</Chip>
        <IconButton aria-label={`Edit (${label})`}>
          <EditRounded />
        </IconButton>
      </Box>
      <Tabs defaultValue={0} aria-label={`Report period (${label})`} sx={{ bgcolor: 'transparent' }}>
        <TabList>
          <Tab>Week</Tab>
          <Tab>Month</Tab>
          <Tab>Year</Tab>
        </TabList>
      </Tabs>
    </Box>
  );
}

export default function RestoreComponentDefaults() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
      <Sample label="5.0.0-beta.49 defaults" />
      <CssVarsProvider theme={theme}>
        <Sample label="Alpha defaults, restored" />
      </CssVarsProvider>
    </Box>
  );
}

import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import FilterListIcon from '@mui/icons-material/FilterList';
import RefreshIcon from '@mui/icons-material/Refresh';

// A dense toolbar theme: new defaults only, no styles.
const denseTheme = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiButton: { defaultProps: { size: 'small', variant: 'outlined', disableElevation: true } },
    MuiIconButton: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small', variant: 'outlined' } },
    MuiTooltip: { defaultProps: { arrow: true, describeChild: true } },
  },
});

export default function ThemeDefaultProps() {
  return (
    <ThemeProvider theme={denseTheme}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', width: '100%' }}>
        <TextField label="Search invoices" type="search" sx={{ flex: '1 1 180px' }} />
        <Tooltip title="Filter the list">
          <IconButton aria-label="Filters">
            <FilterListIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Reload from the server">
          <IconButton aria-label="Refresh">
            <RefreshIcon />
          </IconButton>
        </Tooltip>
        <Button>Export</Button>
        {/* A prop set on the instance always beats the theme's default. */}
        <Button variant="contained">New invoice</Button>
      </Stack>
    </ThemeProvider>
  );
}

import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';

/**
 * Real components in a theme made from the chosen colours: what a reader's app looks like with
 * them. The theme is the library's own (no CSS variables), so it does not inherit the site's.
 */
export default function PalettePreview({ theme, label }: { theme: Theme; label: string }) {
  const dark = theme.palette.mode === 'dark';
  return (
    <ThemeProvider theme={theme}>
      {/* The reader's colours are exempt from the site's contrast checks (data-demo-part, as in demos). */}
      <Box
        role="group"
        aria-label={`${label} preview`}
        data-demo-part="component"
        data-mode={theme.palette.mode}
        sx={{
          minWidth: 0,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.default',
          color: 'text.primary',
          colorScheme: theme.palette.mode,
        }}
      >
        <AppBar position="static" color="primary" elevation={0}>
          <Toolbar variant="dense" sx={{ gap: 1 }}>
            <Typography component="span" variant="h6" sx={{ fontSize: 18 }}>
              {label}
            </Typography>
          </Toolbar>
        </AppBar>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2 }}>
          {dark ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              In dark mode an AppBar takes the paper colour unless it has <code>enableColorOnDark</code>.
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Button variant="contained">Contained</Button>
            <Button variant="outlined">Outlined</Button>
            <Button variant="text">Text</Button>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Button variant="contained" color="secondary">
              Secondary
            </Button>
            <Button variant="outlined" color="secondary">
              Outlined
            </Button>
            <Fab color="secondary" size="small" aria-label="Add">
              <AddIcon />
            </Fab>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Chip label="Primary" color="primary" />
            <Chip label="Secondary" color="secondary" />
            <Chip label="Outlined" color="primary" variant="outlined" />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center' }}>
            <FormControlLabel control={<Switch defaultChecked slotProps={{ input: { role: 'switch' } }} />} label="Switch" />
            <FormControlLabel control={<Checkbox defaultChecked color="secondary" />} label="Checkbox" />
          </Box>
          <Slider defaultValue={40} aria-label="Slider" sx={{ mx: 1, width: 'auto' }} />
          <Typography variant="body2">
            Text with{' '}
            <Link href="/material-ui/customization/palette/" color="primary">
              a link to the palette guide
            </Link>{' '}
            and{' '}
            <Box component="span" sx={{ color: 'secondary.main', fontWeight: 500 }}>
              secondary text
            </Box>
            .
          </Typography>
        </Box>
      </Box>
    </ThemeProvider>
  );
}

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

// Dark, whatever the user's or the page's preference.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

export default function DarkThemeOnly() {
  return (
    <ThemeProvider theme={darkTheme}>
      {/* background.default plays the part of <CssBaseline /> here: the page behind the player. */}
      <Box sx={{ bgcolor: 'background.default', color: 'text.primary', p: { xs: 2, sm: 3 }, borderRadius: 1, width: '100%' }}>
        <Paper elevation={3} sx={{ p: 2, maxWidth: 360, mx: 'auto' }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar variant="rounded" sx={{ width: 56, height: 56, bgcolor: 'secondary.main' }} alt="">
              NR
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="p" noWrap>
                Night Radio, episode 12
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                Slow songs for late trains
              </Typography>
            </Box>
          </Stack>
          <LinearProgress variant="determinate" value={42} aria-label="Playback position" sx={{ mt: 2, borderRadius: 1 }} />
          <Stack direction="row" sx={{ justifyContent: 'center', mt: 1 }}>
            <IconButton aria-label="Previous episode">
              <SkipPreviousIcon />
            </IconButton>
            <IconButton aria-label="Pause">
              <PauseIcon fontSize="large" />
            </IconButton>
            <IconButton aria-label="Next episode">
              <SkipNextIcon />
            </IconButton>
          </Stack>
        </Paper>
      </Box>
    </ThemeProvider>
  );
}

import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import { useColorScheme } from '@mui/joy/styles';
import DarkModeRoundedIcon from '@mui/icons-material/DarkModeRounded';
import LightModeRoundedIcon from '@mui/icons-material/LightModeRounded';

/**
 * Switches between light and dark. The stored mode is only known in the browser (`mode` is
 * undefined on the server and while the page hydrates): until then a disabled button of the same
 * size holds the place, so the server's HTML and the first render in the browser match.
 */
export default function ColorSchemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();

  if (!mode) {
    return <IconButton size="sm" variant="outlined" color="neutral" disabled aria-label="Colour mode" />;
  }
  const current = mode === 'system' ? systemMode : mode;
  const next = current === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    <Tooltip title={label} variant="soft">
      <IconButton size="sm" variant="outlined" color="neutral" aria-label={label} onClick={() => setMode(next)}>
        {next === 'dark' ? <DarkModeRoundedIcon /> : <LightModeRoundedIcon />}
      </IconButton>
    </Tooltip>
  );
}

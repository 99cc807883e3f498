import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';

/**
 * Switches between light and dark. The stored mode is only known in the browser: until then
 * (`mode` is undefined on the server and during hydration) an empty button of the same size holds
 * the place, so the server and client markup match and nothing shifts.
 */
export default function ColorModeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();

  if (!mode) {
    return (
      <IconButton aria-label="Colour mode" disabled>
        <span style={{ width: 24, height: 24 }} />
      </IconButton>
    );
  }

  const current = mode === 'system' ? systemMode : mode;
  const next = current === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;

  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => setMode(next)}>
        {next === 'dark' ? <DarkModeOutlinedIcon /> : <LightModeOutlinedIcon />}
      </IconButton>
    </Tooltip>
  );
}

import * as React from 'react';
import { AppIconButton } from '../components/AppIconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import useMounted from '../utils/useMounted';

/** Toggles between light and dark. Until mounted the stored mode is unknown, so it stays neutral. */
export default function ColorModeButton({ sx }: { sx?: SxProps<Theme> }) {
  const { colorScheme, setMode } = useColorScheme();
  const mounted = useMounted();

  if (!mounted || !colorScheme) {
    return (
      <AppIconButton type="button" aria-label="Change colour mode" disabled sx={sx}>
        <SettingsBrightnessOutlined fontSize="small" />
      </AppIconButton>
    );
  }

  const next = colorScheme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    <AppIconButton type="button" aria-label={label} title={label} onClick={() => setMode(next)} sx={sx}>
      {next === 'light' ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
    </AppIconButton>
  );
}

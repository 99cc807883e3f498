import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Close from '@mui/icons-material/Close';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import { useChangeTheme, useSettings, useSettingsDispatch } from '../settings/SettingsContext';
import { useColorMode } from '../settings/colorModeStore';
import { useCodePreferences } from '../demos/CodePreferences';
import { CODE_VARIANTS } from '../utils/codeVariant';
import { CODE_STYLINGS } from '../utils/codeStyling';
import { gaEventAttributes } from '../analytics/eventAttributes';
import { withDocsTheme } from '../theme/DocsMuiProvider';

interface SettingGroupProps<T extends string> {
  /** Names the group's heading id (`settings-<name>`) and its analytics action. */
  name: string;
  label: string;
  value: T | null;
  onChange: (value: T) => void;
  options: { value: T; label: string; icon?: React.ReactNode }[];
}

function SettingGroup<T extends string>({ name, label, value, onChange, options }: SettingGroupProps<T>) {
  const id = `settings-${name}`;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography id={id} component="h3" variant="overline" sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', mb: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={value}
        aria-labelledby={id}
        onChange={(_event, next: T | null) => {
          if (next !== null) {
            onChange(next);
          }
        }}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            sx={{ gap: 1, textTransform: 'none' }}
            {...gaEventAttributes('settings', name, option.value)}
          >
            {option.icon}
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { mode, setMode } = useColorMode();
  const { direction, dense } = useSettings();
  const changeTheme = useChangeTheme();
  const dispatch = useSettingsDispatch();
  const { codeVariant, codeStyling, setCodeVariant, setCodeStyling } = useCodePreferences();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      PaperProps={{ role: 'dialog', 'aria-labelledby': 'settings-title', sx: { width: { xs: '100%', sm: 360 } } } as object}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography id="settings-title" component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          Settings
        </Typography>
        <IconButton aria-label="Close settings" onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <SettingGroup
          name="mode"
          label="Mode"
          value={mode ?? null}
          onChange={setMode}
          options={[
            { value: 'light', label: 'Light', icon: <LightModeOutlined fontSize="small" /> },
            { value: 'system', label: 'System', icon: <SettingsBrightnessOutlined fontSize="small" /> },
            { value: 'dark', label: 'Dark', icon: <DarkModeOutlined fontSize="small" /> },
          ]}
        />
        <SettingGroup
          name="direction"
          label="Direction"
          value={direction}
          onChange={(next) => changeTheme({ direction: next })}
          options={[
            { value: 'ltr', label: 'Left to right', icon: <FormatTextdirectionLToR fontSize="small" /> },
            { value: 'rtl', label: 'Right to left', icon: <FormatTextdirectionRToL fontSize="small" /> },
          ]}
        />
        <SettingGroup
          name="code-language"
          label="Code language"
          value={codeVariant}
          onChange={setCodeVariant}
          options={CODE_VARIANTS.map((variant) => ({ value: variant, label: variant === 'TS' ? 'TypeScript' : 'JavaScript' }))}
        />
        <SettingGroup
          name="code-styling"
          label="Code styling"
          value={codeStyling}
          onChange={setCodeStyling}
          options={CODE_STYLINGS.map((styling) => ({ value: styling, label: styling }))}
        />
        <SettingGroup
          name="density"
          label="Density"
          value={dense ? 'dense' : 'comfortable'}
          onChange={(next) => dispatch(next === 'dense' ? { type: 'SET_DENSE', payload: true } : { type: 'RESET_DENSITY' })}
          options={[
            { value: 'comfortable', label: 'Comfortable' },
            { value: 'dense', label: 'Dense' },
          ]}
        />
      </Box>
    </Drawer>
  );
}

// Loaded on use, with Material UI and the site's theme; the first load has neither.
export default withDocsTheme(SettingsDrawer);

import { AppIconButton } from '../components/AppIconButton';
import SiteIcon from '../icons/SiteIcon';
import DarkModeOutlinedPath from '../icons/paths/DarkModeOutlined';
import LightModeOutlinedPath from '../icons/paths/LightModeOutlined';
import SettingsBrightnessOutlinedPath from '../icons/paths/SettingsBrightnessOutlined';
import { useShownColorScheme } from '../settings/shownColorMode';
import { setColorMode } from '../settings/colorModeStore';

/** Toggles between light and dark. Until hydrated the stored mode is unknown, so it stays neutral. */
export default function ColorModeButton({ className }: { className?: string }) {
  const colorScheme = useShownColorScheme();

  if (!colorScheme) {
    return (
      <AppIconButton type="button" aria-label="Change colour mode" disabled className={className}>
        <SiteIcon path={SettingsBrightnessOutlinedPath} size="small" />
      </AppIconButton>
    );
  }

  const next = colorScheme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    <AppIconButton type="button" aria-label={label} title={label} onClick={() => setColorMode(next)} className={className}>
      <SiteIcon path={next === 'light' ? LightModeOutlinedPath : DarkModeOutlinedPath} size="small" />
    </AppIconButton>
  );
}

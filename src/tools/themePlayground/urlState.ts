/**
 * The playground's settings in the page's address, so that a theme can be shared:
 * `?primary=%23ff5722&radius=12&density=compact`. Reading is forgiving (an invalid colour or
 * density is the default, a number is clamped); writing leaves out defaults and keeps the
 * address's other parameters and its hash.
 */
import { parseColor } from './color';
import { parseNumberSetting } from './numbers';
import { DEFAULT_SETTINGS, NUMBER_SETTINGS, isDensity, type NumberSettingKey, type PlaygroundSettings } from './settings';

export const PARAMS = {
  primary: 'primary',
  borderRadius: 'radius',
  fontSize: 'fontSize',
  spacing: 'spacing',
  density: 'density',
} as const satisfies Record<keyof PlaygroundSettings, string>;

export function parseSettings(search: string): PlaygroundSettings {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return DEFAULT_SETTINGS;
  }
  const settings = { ...DEFAULT_SETTINGS };
  const color = parseColor(params.get(PARAMS.primary) ?? '');
  if (color.ok) {
    settings.primary = color.value;
  }
  for (const setting of NUMBER_SETTINGS) {
    const text = params.get(PARAMS[setting.key]);
    const parsed = text === null ? null : parseNumberSetting(text, setting);
    if (parsed?.ok) {
      settings[setting.key] = parsed.value;
    }
  }
  const density = params.get(PARAMS.density);
  if (isDensity(density)) {
    settings.density = density;
  }
  return settings;
}

const NUMBER_KEYS: readonly NumberSettingKey[] = NUMBER_SETTINGS.map((setting) => setting.key);

/** The query string (with its `?`, or empty) for the settings, keeping the current one's other parameters. */
export function settingsToSearch(current: string, settings: PlaygroundSettings): string {
  const params = new URLSearchParams(current);
  const put = (name: string, value: string, isDefault: boolean) => (isDefault ? params.delete(name) : params.set(name, value));
  put(PARAMS.primary, settings.primary.trim(), settings.primary.trim().toLowerCase() === DEFAULT_SETTINGS.primary);
  for (const key of NUMBER_KEYS) {
    put(PARAMS[key], String(settings[key]), settings[key] === DEFAULT_SETTINGS[key]);
  }
  put(PARAMS.density, settings.density, settings.density === DEFAULT_SETTINGS.density);
  const text = params.toString();
  return text ? `?${text}` : '';
}

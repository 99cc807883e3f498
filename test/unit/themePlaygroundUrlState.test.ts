import { DEFAULT_SETTINGS } from '../../src/tools/themePlayground/settings';
import { parseSettings, settingsToSearch } from '../../src/tools/themePlayground/urlState';

const custom = { primary: '#ff5722', borderRadius: 12, fontSize: 16, spacing: 4, density: 'compact' as const };

describe('parseSettings', () => {
  it('reads every setting', () => {
    expect(parseSettings('?primary=%23ff5722&radius=12&fontSize=16&spacing=4&density=compact')).toEqual(custom);
  });

  it('gives the defaults for an empty or foreign query', () => {
    expect(parseSettings('')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('?query=alarm')).toEqual(DEFAULT_SETTINGS);
  });

  it('ignores an invalid colour or density, and clamps numbers', () => {
    expect(parseSettings('?primary=red&density=cozy&radius=999&fontSize=abc&spacing=-3')).toEqual({
      ...DEFAULT_SETTINGS,
      borderRadius: 32,
      spacing: 2,
    });
    expect(parseSettings('?primary=%3Cscript%3E').primary).toBe(DEFAULT_SETTINGS.primary);
    expect(parseSettings('?primary=%E0%A4%A&radius=%ZZ')).toEqual(DEFAULT_SETTINGS);
  });
});

describe('settingsToSearch', () => {
  it('writes only what differs from the defaults', () => {
    expect(settingsToSearch('', DEFAULT_SETTINGS)).toBe('');
    expect(settingsToSearch('', { ...DEFAULT_SETTINGS, borderRadius: 8 })).toBe('?radius=8');
    expect(settingsToSearch('?radius=8&density=compact', DEFAULT_SETTINGS)).toBe('');
  });

  it("keeps the address's other parameters", () => {
    expect(settingsToSearch('?ref=nav', { ...DEFAULT_SETTINGS, density: 'compact' })).toBe('?ref=nav&density=compact');
  });

  it('round-trips through parseSettings', () => {
    expect(parseSettings(settingsToSearch('', custom))).toEqual(custom);
    const hsl = { ...DEFAULT_SETTINGS, primary: 'hsl(14, 100%, 57%)' };
    expect(parseSettings(settingsToSearch('', hsl))).toEqual(hsl);
  });
});

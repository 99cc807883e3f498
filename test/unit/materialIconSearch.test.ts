import { buildSearchIndex, expandSynonyms, nameParts, nameWords, queryWords, searchIcons } from '../../src/tools/materialIcons/search';
import { themeBit } from '../../src/tools/materialIcons/themes';

const ALL = 0b11111;
const FILLED = themeBit('Filled');

/** A small index in the shape of the real one (names A to Z, theme masks, synonym groups). */
const index = buildSearchIndex({
  names: [
    'AccessAlarm',
    'AddAlarm',
    'AirplaneTicket',
    'Alarm',
    'AlarmOff',
    'AutoDelete',
    'Battery20',
    'Check',
    'Delete',
    'DeleteForever',
    'DeleteOutline',
    'Done',
    'GitHub',
    'HDRAuto',
    'Notifications',
    'RemoveRedEye',
    'Settings',
    'SettingsApplications',
    'Tune',
  ],
  themes: [ALL, ALL, ALL, ALL, ALL, ALL, ALL, ALL, ALL, ALL, ALL, ALL, FILLED, ALL, ALL, ALL, ALL, ALL, ALL],
  synonyms: [
    ['delete', 'trash', 'bin', 'garbage'],
    ['settings', 'gear', 'cog', 'preferences', 'tune'],
    ['notification', 'bell'],
    ['check', 'done', 'tick'],
  ],
});

describe('name and query words', () => {
  it('splits component names on case and digits, keeping acronyms whole', () => {
    expect(nameWords('AccessAlarm')).toEqual(['access', 'alarm']);
    expect(nameWords('Battery20')).toEqual(['battery', '20']);
    expect(nameWords('HDRAuto')).toEqual(['hdr', 'auto']);
    expect(nameParts('ThreeDRotation')).toEqual(['Three', 'D', 'Rotation']);
  });

  it('reads a query as words whatever its spacing, punctuation or case', () => {
    expect(queryWords('  Access   alarm ')).toEqual(['access', 'alarm']);
    expect(queryWords('AccessAlarm')).toEqual(['access', 'alarm']);
    expect(queryWords('delete-forever')).toEqual(['delete', 'forever']);
    expect(queryWords('<img src=x>')).toEqual(['img', 'src', 'x']);
    expect(queryWords('')).toEqual([]);
  });
});

describe('searchIcons', () => {
  const search = (query: string, theme: Parameters<typeof searchIcons>[2] = 'Filled') => searchIcons(index, query, theme);

  it('lists every icon of the theme, A to Z, for an empty query', () => {
    expect(search('')).toHaveLength(19);
    expect(search('   ', 'Outlined')).not.toContain('GitHub');
  });

  it('puts the exact name first, then names that start with the query, then names with the word elsewhere', () => {
    expect(search('alarm')).toEqual(['Alarm', 'AlarmOff', 'AddAlarm', 'AccessAlarm']);
    expect(search('delete').slice(0, 4)).toEqual(['Delete', 'DeleteForever', 'DeleteOutline', 'AutoDelete']);
  });

  it('finds a name typed whole, spaced, or in pieces of words', () => {
    expect(search('accessalarm')[0]).toBe('AccessAlarm');
    expect(search('access alarm')[0]).toBe('AccessAlarm');
    expect(search('acc ala')).toEqual(['AccessAlarm']);
    expect(search('DeleteForever')).toEqual(['DeleteForever']);
  });

  it('finds icons through synonyms, after the icons whose own name matches', () => {
    expect(search('trash')).toEqual(['Delete', 'DeleteForever', 'DeleteOutline', 'AutoDelete']);
    expect(search('gear')).toEqual(['Tune', 'Settings', 'SettingsApplications']);
    const settings = search('settings');
    expect(settings.slice(0, 2)).toEqual(['Settings', 'SettingsApplications']);
    expect(settings).toContain('Tune');
    // A word the reader is still typing expands too.
    expect(search('tras')).toContain('Delete');
  });

  it('lets a synonym match a name word or its plural, not any word it starts', () => {
    expect(search('bell')).toEqual(['Notifications']);
    expect(search('done')).toEqual(['Done', 'Check']);
    // Typed, the start of a word still finds it.
    expect(search('tick')).toEqual(['AirplaneTicket', 'Done', 'Check']);
  });

  it('expands a whole word into its own groups only, and the start of a word of three letters or more into the groups it starts', () => {
    expect(expandSynonyms('bin', index)).toEqual(new Set(['delete', 'trash', 'garbage']));
    expect(expandSynonyms('gea', index)).toEqual(new Set(['settings', 'gear', 'cog', 'preferences', 'tune']));
    expect(expandSynonyms('be', index).size).toBe(0);
    // "alarm" is a word of names: not the start of another synonym.
    const withAlarmClock = buildSearchIndex({ names: ['Alarm'], themes: [ALL], synonyms: [['alarmclock', 'wake']] });
    expect(expandSynonyms('alarm', withAlarmClock).size).toBe(0);
    expect(expandSynonyms('alar', withAlarmClock)).toEqual(new Set(['alarmclock', 'wake']));
  });

  it('matches a part of a name only as a last resort', () => {
    expect(search('edeye')).toEqual(['RemoveRedEye']);
    expect(search('hub')).toEqual(['GitHub']);
  });

  it('filters by theme', () => {
    expect(search('git')).toEqual(['GitHub']);
    expect(search('git', 'Outlined')).toEqual([]);
  });

  it('needs every word of the query to match', () => {
    expect(search('alarm forever')).toEqual([]);
    expect(search('zzz')).toEqual([]);
  });
});

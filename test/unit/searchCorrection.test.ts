import { allowedEdits, correctQuery, correctWord, isKnownWord, prepareVocabulary } from '../../src/search/queryCorrection';
import { editDistance } from '../../src/utils/editDistance';
import { buildVocabulary, headingTexts } from '../../scripts/lib/searchVocabulary';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['', 'abc', 3],
    ['button', 'button', 0],
    ['buton', 'button', 1],
    ['autocomlete', 'autocomplete', 1],
    ['dialgo', 'dialog', 1],
    ['kitten', 'sitting', 3],
    ['slider', 'select', 5],
  ])('%s → %s is %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });
});

describe('query correction', () => {
  const vocabulary = prepareVocabulary([
    'button',
    'autocomplete',
    'TextField',
    'disableElevation',
    'dialog',
    'mode',
    'dark',
    'slider',
    'select',
    'field',
    'text',
  ]);

  it('allows more edits for longer words, none for short ones', () => {
    expect([3, 4, 6, 7, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  it('corrects a misspelt word to the closest vocabulary word, in its shown form', () => {
    expect(correctWord('autocomlete', vocabulary)).toBe('autocomplete');
    expect(correctWord('buton', vocabulary)).toBe('button');
    expect(correctWord('textfeild', vocabulary)).toBe('TextField');
    expect(correctWord('disableelevaton', vocabulary)).toBe('disableElevation');
  });

  it('leaves known words, short words and hopeless words alone', () => {
    expect(correctWord('Button', vocabulary)).toBeNull();
    expect(correctWord('btn', vocabulary)).toBeNull();
    expect(correctWord('zzzzzzzz', vocabulary)).toBeNull();
  });

  it('prefers the earlier (more frequent) word on a tie', () => {
    const tie = prepareVocabulary(['slider', 'sliden']);
    expect(correctWord('slidez', tie)).toBe('slider');
  });

  it('treats vocabulary words and their prefixes as known', () => {
    expect(isKnownWord('auto', vocabulary)).toBe(true);
    expect(isKnownWord('DIALOG', vocabulary)).toBe(true);
    expect(isKnownWord('dialgo', vocabulary)).toBe(false);
  });

  it('corrects only the unknown words of a query', () => {
    expect(correctQuery('dark mdoe', vocabulary)).toBe('dark mode');
    expect(correctQuery('  autocomlete ', vocabulary)).toBe('autocomplete');
    expect(correctQuery('dark mode', vocabulary)).toBeNull();
    expect(correctQuery('qqqqqq', vocabulary)).toBeNull();
    expect(correctQuery('', vocabulary)).toBeNull();
  });
});

describe('buildVocabulary', () => {
  it('splits titles into words, keeps camelCase names, orders by frequency', () => {
    const words = buildVocabulary({
      titles: ['Text Field', 'Dark mode', 'Button Group', 'Button', 'v7 to v8'],
      names: ['Button', 'TextField', 'disableElevation', 'aria-label', 'sx'],
    });
    expect(words[0]).toBe('button');
    expect(words).toEqual(
      expect.arrayContaining(['text', 'field', 'dark', 'mode', 'group', 'TextField', 'disableElevation', 'aria', 'label']),
    );
    expect(words).not.toContain('sx');
    expect(words).not.toContain('v7');
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('headingTexts', () => {
  it('reads the text of h1 to h3, without markup', () => {
    const html = '<h1 class="a">Dark <code>mode</code></h1><p>no</p><h2 id="x">Tips &amp; tricks</h2><h4>Deep</h4><h3>Don&#x27;t</h3>';
    expect(headingTexts(html)).toEqual(['Dark mode', 'Tips & tricks', "Don't"]);
  });
});

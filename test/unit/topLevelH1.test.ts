/**
 * @jest-environment node
 */
import { hasTopLevelH1 } from '../../src/content/topLevelH1';

describe('hasTopLevelH1', () => {
  it.each([
    ['an ATX heading', 'Intro.\n\n# Title\n\nText.'],
    ['an ATX heading with nothing after the mark', 'Intro.\n\n#\n'],
    ['an ATX heading indented by 3 spaces', '   # Title\n'],
    ['a setext heading', 'Title\n=====\n\nText.'],
  ])('finds %s', (_name, markdown) => {
    expect(hasTopLevelH1(markdown)).toBe(true);
  });

  it.each([
    ['an h2', '## Section\n\nText.'],
    ['a hash that starts a word', '#hashtag and #1 are text.'],
    ['a heading inside a fenced code block', '```md\n# Not a heading here\n```\n'],
    ['a heading indented by 4 spaces (code)', 'Text.\n\n    # code\n'],
    ['a heading in a quote (not at the top level)', '> # Quoted\n'],
    ['an equals line with no paragraph above it', '\n===\n'],
  ])('finds none in %s', (_name, markdown) => {
    expect(hasTopLevelH1(markdown)).toBe(false);
  });
});

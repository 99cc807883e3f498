/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const read = (file: string) => fs.readFileSync(path.resolve(__dirname, '..', '..', 'src', 'ads', file), 'utf8');
const slot = read('AdSlot.module.css');
const card = read('Ads.module.css');

/** The declarations of a class's rules in a sheet, outside any media query or in one. */
function rulesOf(css: string, selector: string): string[] {
  return [...css.matchAll(new RegExp(`(?:^|\\n)\\s*\\${selector} \\{([^}]*)\\}`, 'g'))].map((match) => match[1]);
}

describe('the ad slot reserves the height its ads are capped at', () => {
  it('reserves 142 px on phones and 126 px from the sm breakpoint, through one variable', () => {
    const base = slot.slice(0, slot.indexOf('@media'));
    expect(rulesOf(base, '.slot').join('')).toMatch(/--ad-slot-height: 142px;[\s\S]*min-height: var\(--ad-slot-height\);/);
    expect(slot).toMatch(/@media \(min-width: 600px\) \{\s*\.slot \{\s*--ad-slot-height: 126px;\s*\}/);
  });

  it('caps the page ad card and the network container at that variable', () => {
    expect(rulesOf(card, '.card').join('')).toContain('max-height: var(--ad-slot-height);');
    expect(rulesOf(card, '.network').join('')).toContain('max-height: var(--ad-slot-height);');
  });
});

/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { AD_SLOT_MIN_HEIGHT } from '../../src/ads/adSizes';

const css = fs.readFileSync(path.resolve(__dirname, '..', '..', 'src', 'ads', 'AdSlot.module.css'), 'utf8');

describe('the ad slot reserves the height the ad cards are capped at', () => {
  it('phones: the base rule, AD_SLOT_MIN_HEIGHT.xs', () => {
    const base = css.slice(0, css.indexOf('@media'));
    expect(base).toMatch(new RegExp(`min-height: ${AD_SLOT_MIN_HEIGHT.xs}px;`));
  });

  it('from the sm breakpoint: AD_SLOT_MIN_HEIGHT.sm', () => {
    expect(css).toMatch(new RegExp(`@media \\(min-width: 600px\\) \\{\\s*\\.slot \\{\\s*min-height: ${AD_SLOT_MIN_HEIGHT.sm}px;`));
  });
});

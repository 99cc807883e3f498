import { describe, expect, it } from '@jest/globals';
import {
  changedVariables,
  checkCssVariables,
  cssValue,
  cssVariablesCode,
  type CssVariableControl,
} from '../../src/playground/cssVariables';

const padding: CssVariableControl = { name: '--List-padding', default: 6, min: 0, max: 24, step: 1, unit: 'px' };
const gap: CssVariableControl = { name: '--Button-gap', default: 0.5, min: 0, max: 2, step: 0.1, unit: 'rem' };

describe('CSS variables playground', () => {
  it('writes values with their unit, rounded to the precision of the step', () => {
    expect(cssValue(12, padding)).toBe('12px');
    expect(cssValue(0.1 + 0.2, gap)).toBe('0.3rem');
    expect(cssValue(1.5, { unit: '', step: 0.5 })).toBe('1.5');
  });

  it('lists only the variables the reader moved, in the declared order', () => {
    expect(changedVariables([padding, gap], { '--Button-gap': 1, '--List-padding': 6 })).toEqual([['--Button-gap', '1rem']]);
    expect(changedVariables([padding, gap], { '--Button-gap': 1, '--List-padding': 10 })).toEqual([
      ['--List-padding', '10px'],
      ['--Button-gap', '1rem'],
    ]);
    expect(changedVariables([padding], {})).toEqual([]);
  });

  it('shows the component alone until a variable changes, then its sx', () => {
    expect(cssVariablesCode('List', [])).toBe('<List>\n  …\n</List>');
    expect(cssVariablesCode('List', [['--List-padding', '10px']])).toBe(
      "<List\n  sx={{\n    '--List-padding': '10px',\n  }}\n>\n  …\n</List>",
    );
  });

  it('refuses a module whose sliders could not work', () => {
    expect(() => checkCssVariables('A.vars.tsx', [])).toThrow('A.vars.tsx: declares no variables');
    expect(() => checkCssVariables('A.vars.tsx', [{ ...padding, name: 'List-padding' }])).toThrow(/starts with --/);
    expect(() => checkCssVariables('A.vars.tsx', [padding, padding])).toThrow(/declared twice/);
    expect(() => checkCssVariables('A.vars.tsx', [{ ...padding, default: 30 }])).toThrow(/min ≤ default ≤ max/);
    expect(() => checkCssVariables('A.vars.tsx', [{ ...padding, step: 0 }])).toThrow(/positive step/);
    expect(() => checkCssVariables('A.vars.tsx', [padding, gap])).not.toThrow();
  });
});

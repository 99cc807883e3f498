/**
 * A CSS variables playground (`{{css-vars:ListVariables}}` with `ListVariables.vars.tsx` beside the
 * page): sliders for the variables a component reads, applied through `sx` on the preview, and the
 * code of the reader's choice. Pure: the view and the Markdown export share it.
 */

/** One variable the component reads, as the page's module declares it. */
export interface CssVariableControl {
  /** `--List-padding` */
  name: string;
  /** Where the slider starts: the component's own value (the preview only sets what the reader moves). */
  default: number;
  min: number;
  max: number;
  step: number;
  unit: 'px' | 'rem' | 'em' | '%' | 'deg' | '';
}

/** The value of each variable, by name. */
export type CssVariableValues = Record<string, number>;

const VARIABLE_NAME = /^--[A-Za-z][A-Za-z0-9-]*$/;

/** A module's variables, checked: a clear error names what is wrong, instead of a slider that cannot work. */
export function checkCssVariables(source: string, variables: readonly CssVariableControl[]): void {
  if (variables.length === 0) {
    throw new Error(`${source}: declares no variables`);
  }
  const seen = new Set<string>();
  for (const variable of variables) {
    const where = `${source} · ${variable.name}`;
    if (!VARIABLE_NAME.test(variable.name)) {
      throw new Error(`${where}: a CSS variable's name starts with -- and has letters, digits and dashes`);
    }
    if (seen.has(variable.name)) {
      throw new Error(`${where}: declared twice`);
    }
    seen.add(variable.name);
    if (!(variable.min < variable.max) || !(variable.step > 0) || variable.default < variable.min || variable.default > variable.max) {
      throw new Error(`${where}: needs min < max, a positive step and min ≤ default ≤ max`);
    }
  }
}

/** `12px`; a number without a unit stays bare (`1.5`). Rounded to the step's precision, so 0.1 + 0.2 reads 0.3. */
export function cssValue(value: number, control: Pick<CssVariableControl, 'unit' | 'step'>): string {
  const decimals = (String(control.step).split('.')[1] ?? '').length;
  return `${Number(value.toFixed(decimals))}${control.unit}`;
}

/** The variables the reader moved away from where they started, as `sx` entries, in the module's order. */
export function changedVariables(variables: readonly CssVariableControl[], values: CssVariableValues): [string, string][] {
  return variables.flatMap((variable) => {
    const value = values[variable.name];
    return value === undefined || value === variable.default ? [] : [[variable.name, cssValue(value, variable)] as [string, string]];
  });
}

/** The JSX of the reader's choice: the component with the changed variables in `sx`, its children elided. */
export function cssVariablesCode(component: string, changed: [string, string][]): string {
  if (changed.length === 0) {
    return `<${component}>\n  …\n</${component}>`;
  }
  const entries = changed.map(([name, value]) => `    '${name}': '${value}',`);
  return [`<${component}`, '  sx={{', ...entries, '  }}', '>', '  …', `</${component}>`].join('\n');
}

/**
 * The style utilities of MUI System whose props a page can list with `{{style-props:<group>}}`: the
 * names under which `@mui/system` exports each group's style function (src/content/system/styleProps.ts).
 */
export const STYLE_PROP_GROUPS = [
  'borders',
  'display',
  'flexbox',
  'grid',
  'palette',
  'positions',
  'shadows',
  'sizing',
  'spacing',
  'typography',
] as const;

export type StylePropGroup = (typeof STYLE_PROP_GROUPS)[number];

export function isStylePropGroup(name: string): name is StylePropGroup {
  return (STYLE_PROP_GROUPS as readonly string[]).includes(name);
}

import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';

const levels = ['h1', 'h2', 'h3', 'h4', 'title-lg', 'title-md', 'title-sm', 'body-lg', 'body-md', 'body-sm', 'body-xs'] as const;
const elements: Record<(typeof levels)[number], string> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  'title-lg': 'p',
  'title-md': 'p',
  'title-sm': 'p',
  'body-lg': 'p',
  'body-md': 'p',
  'body-sm': 'p',
  'body-xs': 'span',
};

// The theme stores each value as a CSS variable with its default as fallback: `var(--…-fontSize-xl4, 2.25rem)`.
const fallbackOf = (value: unknown) => /,\s*([^,()]+)\)+$/.exec(String(value))?.[1]?.trim() ?? String(value ?? '—');
const colorTokenOf = (value: unknown) => /palette-text-([a-z]+)/.exec(String(value))?.[1] ?? '—';

export default function TypographyScale() {
  const theme = useTheme();

  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Typography scale, scrollable"
      sx={{ overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table aria-label="Typography levels of the default theme" size="sm" sx={{ minWidth: 560, '--TableCell-paddingX': '10px' }}>
        <thead>
          <tr>
            <th style={{ width: '34%' }}>Level</th>
            <th>Size</th>
            <th>Weight</th>
            <th>Line height</th>
            <th>Color</th>
            <th style={{ width: 64 }}>Element</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => {
            const style = theme.typography[level];
            return (
              <tr key={level}>
                <td>
                  <Typography level={level} noWrap component="span">
                    {level}
                  </Typography>
                </td>
                <td>{fallbackOf(style.fontSize)}</td>
                <td>{style.fontWeight ? fallbackOf(style.fontWeight) : '400'}</td>
                <td>{Number(fallbackOf(style.lineHeight)).toFixed(2)}</td>
                <td>text.{colorTokenOf(style.color)}</td>
                <td>
                  <code>{elements[level]}</code>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Sheet>
  );
}

import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';
import type { TypographySystem } from '@mui/joy/styles';

// "var(--joy-fontSize-xl4, 2.25rem)" → { token: 'xl4', value: '2.25rem' }
function parse(value: unknown) {
  const match = String(value).match(/^var\(--[a-z-]*?(?:fontSize|fontWeight|lineHeight|fontFamily|palette-text)-([a-z0-9]+), ?(.*)\)$/i);
  return match ? { token: match[1], value: match[2] } : { token: '', value: String(value) };
}

function toPx(rem: string) {
  return rem.endsWith('rem') ? ` (${parseFloat(rem) * 16}px)` : '';
}

export default function TypographyLevelsViewer() {
  const theme = useTheme();
  const levels = Object.keys(theme.typography) as (keyof TypographySystem)[];

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', width: '100%', overflow: 'hidden' }}>
      {levels.map((level, index) => {
        const style = theme.typography[level];
        const size = parse(style.fontSize);
        const weight = parse(style.fontWeight);
        const lineHeight = parse(style.lineHeight);
        const family = parse(style.fontFamily);
        return (
          <Box
            key={level}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 240px' },
              gap: { xs: 0.5, md: 2 },
              alignItems: 'center',
              px: 2,
              py: 1.5,
              borderTop: index === 0 ? 0 : '1px solid',
              borderColor: 'divider',
            }}
          >
            <Typography level={level} component="p" noWrap>
              {level === 'h1' || level === 'h2' ? 'Harvest report' : 'Rain returned to the valley on Tuesday'}
            </Typography>
            <Box sx={{ fontFamily: 'code', fontSize: 'xs', color: 'text.secondary', lineHeight: 1.6 }}>
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 'lg' }}>
                {level}
              </Box>{' '}
              · {family.token} font
              <br />
              fontSize.{size.token} · {size.value}
              {toPx(size.value)}
              <br />
              {weight.token ? `fontWeight.${weight.token} · ${weight.value}` : 'fontWeight: inherited (400)'}
              <br />
              lineHeight.{lineHeight.token} · {lineHeight.value}
            </Box>
          </Box>
        );
      })}
    </Sheet>
  );
}

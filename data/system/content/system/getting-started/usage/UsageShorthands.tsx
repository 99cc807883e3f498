import Box from '@mui/material/Box';

const examples: { code: string; kind: 'padding' | 'margin'; sx: Record<string, number> }[] = [
  { code: 'p: 2', kind: 'padding', sx: { p: 2 } },
  { code: 'px: 3, py: 1', kind: 'padding', sx: { px: 3, py: 1 } },
  { code: 'pt: 3, pl: 1', kind: 'padding', sx: { pt: 3, pl: 1 } },
  { code: 'm: 2', kind: 'margin', sx: { m: 2 } },
  { code: 'mx: 4', kind: 'margin', sx: { mx: 4 } },
  { code: 'mt: 3, ml: 1', kind: 'margin', sx: { mt: 3, ml: 1 } },
];

const content = {
  px: 1,
  py: 0.5,
  bgcolor: 'background.paper',
  color: 'text.primary',
  fontFamily: 'monospace',
  fontSize: 13,
};

export default function UsageShorthands() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
      {examples.map((example) => (
        <figure key={example.code} style={{ margin: 0 }}>
          {example.kind === 'padding' ? (
            // The tinted element's padding surrounds its content.
            <Box sx={{ bgcolor: 'action.selected', border: 1, borderColor: 'primary.main', ...example.sx }}>
              <Box sx={content}>{example.code}</Box>
            </Box>
          ) : (
            // The tinted parent shows the element's margin.
            <Box sx={{ bgcolor: 'action.selected', display: 'flow-root' }}>
              <Box sx={{ ...content, border: 1, borderColor: 'primary.main', ...example.sx }}>{example.code}</Box>
            </Box>
          )}
          <Box component="figcaption" sx={{ mt: 0.5, fontSize: 12, color: 'text.secondary' }}>
            Tint shows the {example.kind}
          </Box>
        </figure>
      ))}
    </Box>
  );
}

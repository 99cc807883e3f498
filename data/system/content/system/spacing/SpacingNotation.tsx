import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const examples: { code: string; sx: SxProps<Theme> }[] = [
  { code: 'p: 2', sx: { p: 2 } },
  { code: 'px: 3', sx: { px: 3 } },
  { code: 'py: 1', sx: { py: 1 } },
  { code: 'pt: 3', sx: { pt: 3 } },
  { code: 'pl: 4, pr: 1', sx: { pl: 4, pr: 1 } },
  { code: 'p: 0.5', sx: { p: 0.5 } },
];

export default function SpacingNotation() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 2,
      }}
    >
      {examples.map((example) => (
        <Box
          key={example.code}
          sx={[
            {
              // The tinted area is the padding; the bordered box inside is the content.
              alignSelf: 'start',
              bgcolor: 'primary.main',
              borderRadius: 1,
              backgroundImage: 'repeating-linear-gradient(45deg, transparent 0 4px, rgba(255, 255, 255, 0.25) 4px 8px)',
            },
            ...(Array.isArray(example.sx) ? example.sx : [example.sx]),
          ]}
        >
          <Box
            sx={{
              px: 1,
              py: 0.5,
              bgcolor: 'background.paper',
              color: 'text.primary',
              fontFamily: 'monospace',
              fontSize: 13,
              textAlign: 'center',
            }}
          >
            {example.code}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

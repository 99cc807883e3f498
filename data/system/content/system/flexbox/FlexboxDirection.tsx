import Box from '@mui/material/Box';

const directions = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
const steps = ['1. Cart', '2. Shipping', '3. Payment'];

export default function FlexboxDirection() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        gap: 2,
      }}
    >
      {directions.map((direction) => (
        <Box key={direction} component="figure" sx={{ m: 0 }}>
          <Box component="figcaption" sx={{ mb: 1, fontSize: 14, color: 'text.secondary', fontFamily: 'monospace' }}>
            flexDirection: &apos;{direction}&apos;
          </Box>
          <Box
            component="ol"
            sx={{
              display: 'flex',
              flexDirection: direction,
              gap: 1,
              m: 0,
              p: 1,
              listStyle: 'none',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            {steps.map((step) => (
              <Box
                component="li"
                key={step}
                sx={{
                  px: 1.5,
                  py: 0.75,
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontSize: 14,
                }}
              >
                {step}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

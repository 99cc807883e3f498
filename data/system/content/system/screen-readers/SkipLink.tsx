import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

export default function SkipLink() {
  return (
    <Box
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        color: 'text.primary',
      }}
    >
      <Box
        component="a"
        href="#skip-link-results"
        sx={{
          ...visuallyHidden,
          // Revealed when focused, so keyboard users see where Tab has taken them.
          '&:focus': {
            clip: 'auto',
            width: 'auto',
            height: 'auto',
            m: 0,
            top: 8,
            left: 8,
            zIndex: 1,
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 'medium',
            outline: 2,
            outlineColor: 'primary.dark',
            outlineOffset: 2,
          },
        }}
      >
        Skip to results
      </Box>
      <Box component="nav" aria-label="Search filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 1.5, bgcolor: 'action.hover' }}>
        {['Price', 'Rating', 'Distance', 'Open now', 'Parking'].map((filter) => (
          <Box
            component="button"
            type="button"
            key={filter}
            sx={{
              px: 1.5,
              py: 0.5,
              font: 'inherit',
              fontSize: 14,
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 4,
              cursor: 'pointer',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          >
            {filter}
          </Box>
        ))}
      </Box>
      <Box id="skip-link-results" tabIndex={-1} sx={{ p: 2, '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}>
        12 cafés near the harbour
      </Box>
    </Box>
  );
}

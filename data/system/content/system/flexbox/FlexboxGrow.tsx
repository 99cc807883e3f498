import Box from '@mui/material/Box';

const segmentSx = {
  py: 1,
  borderRadius: 1,
  textAlign: 'center',
  fontSize: 14,
  fontFamily: 'monospace',
  bgcolor: 'action.selected',
  color: 'text.primary',
} as const;

export default function FlexboxGrow() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="form" role="search" sx={{ display: 'flex', gap: 1 }} onSubmit={(event) => event.preventDefault()}>
        <Box
          component="input"
          type="search"
          aria-label="Search recipes"
          placeholder="Search recipes"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            px: 1.5,
            py: 1,
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        />
        <Box
          component="button"
          type="submit"
          sx={{
            px: 2,
            font: 'inherit',
            fontWeight: 'medium',
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
            border: 0,
            borderRadius: 1,
            cursor: 'pointer',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          Search
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ ...segmentSx, flexGrow: 1 }}>1</Box>
        <Box sx={{ ...segmentSx, flexGrow: 2 }}>2</Box>
        <Box sx={{ ...segmentSx, flexGrow: 1 }}>1</Box>
      </Box>
    </Box>
  );
}

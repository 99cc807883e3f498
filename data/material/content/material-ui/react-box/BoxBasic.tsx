import Box from '@mui/material/Box';

export default function BoxBasic() {
  return (
    <Box
      component="section"
      aria-labelledby="delivery-note-title"
      sx={{ p: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 1, maxWidth: 420 }}
    >
      <Box component="h3" id="delivery-note-title" sx={{ m: 0, mb: 0.5, typography: 'subtitle1' }}>
        Delivery note
      </Box>
      <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
        Leave parcels with the neighbour at number 12 if nobody answers.
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';

export default function TypographyFontStyle() {
  return (
    <Box component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'primary.main', color: 'text.primary' }}>
      <Box component="p" sx={{ fontStyle: 'italic', fontSize: 18, mt: 0, mb: 1 }}>
        &ldquo;The best time to plant a hedge was ten years ago. The second best time is this autumn.&rdquo;
      </Box>
      <Box component="footer" sx={{ fontStyle: 'normal', fontSize: 14, color: 'text.secondary' }}>
        Ines Varga,{' '}
        <Box component="cite" sx={{ fontStyle: 'oblique' }}>
          Notes from a Small Orchard
        </Box>
      </Box>
    </Box>
  );
}

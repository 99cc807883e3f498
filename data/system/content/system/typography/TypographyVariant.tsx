import Box from '@mui/material/Box';

export default function TypographyVariant() {
  return (
    <Box component="article" sx={{ color: 'text.primary', maxWidth: 520 }}>
      <Box component="p" sx={{ typography: 'overline', color: 'text.secondary', m: 0 }}>
        Field report · overline
      </Box>
      <Box component="h3" sx={{ typography: 'h4', m: 0 }}>
        Counting swifts · h4
      </Box>
      <Box component="p" sx={{ typography: 'subtitle1', color: 'text.secondary', mt: 0.5, mb: 2 }}>
        A summer of evening surveys over the old town · subtitle1
      </Box>
      <Box component="h4" sx={{ typography: 'h6', m: 0 }}>
        Method · h6
      </Box>
      <Box component="p" sx={{ typography: 'body1', mt: 0.5 }}>
        Volunteers counted birds entering nest sites during the last hour before sunset, on twelve evenings between June and August. · body1
      </Box>
      <Box component="p" sx={{ typography: 'body2', color: 'text.secondary' }}>
        Counts were paused in rain and strong wind. · body2
      </Box>
      <Box component="p" sx={{ typography: 'caption', color: 'text.secondary', mb: 0 }}>
        Updated 2 September · caption
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Divider, { dividerClasses } from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A reusable "section break": thicker, in the primary colour, short and centred.
const SectionBreak = styled(Divider)(({ theme }) => ({
  width: 64,
  marginInline: 'auto',
  borderBottomWidth: 3,
  borderRadius: 2,
  borderColor: (theme.vars ?? theme).palette.primary.main,
}));

export default function CustomizedDividers() {
  return (
    <Stack spacing={3} useFlexGap sx={{ width: '100%', maxWidth: 420 }}>
      <Typography variant="body2">Chapter one ends here.</Typography>
      <SectionBreak />
      <Typography variant="body2">Chapter two begins.</Typography>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Divider
        role="presentation"
        sx={{
          typography: 'overline',
          color: 'text.secondary',
          [`&::before, &::after`]: { borderColor: 'secondary.main', borderTopWidth: 2 },
          [`& .${dividerClasses.wrapper}`]: { px: 2 },
        }}
      >
        Sponsored
      </Divider>
      <Divider sx={{ opacity: 0.5 }} />
    </Stack>
  );
}

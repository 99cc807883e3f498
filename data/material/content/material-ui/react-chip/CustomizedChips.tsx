import * as React from 'react';
import Chip, { chipClasses } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// A squared, compact tag for code-like labels, reusable across the app.
const CodeTag = styled(Chip)(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  height: 24,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '0.8125rem',
  [`& .${chipClasses.label}`]: {
    paddingInline: theme.spacing(1),
  },
}));

export default function CustomizedChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <CodeTag label="v7.0.1" />
      <CodeTag label="react@19" variant="outlined" />
      <Chip
        label="Pro plan"
        sx={{
          fontWeight: 600,
          color: '#fff',
          background: 'linear-gradient(90deg, #4527a0, #ad1457)',
        }}
      />
      <Chip label="Beta" size="small" variant="outlined" sx={{ borderStyle: 'dashed', borderColor: 'warning.main' }} />
    </Stack>
  );
}

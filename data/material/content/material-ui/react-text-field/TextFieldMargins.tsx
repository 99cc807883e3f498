import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const margins = ['none', 'dense', 'normal'] as const;

export default function TextFieldMargins() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {margins.map((margin) => (
        <Box key={margin} sx={{ width: 220 }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            margin=&quot;{margin}&quot;
          </Typography>
          {/* The dashed outline shows the space each field takes, margins included. */}
          <Box sx={{ display: 'flex', flexDirection: 'column', border: 1, borderStyle: 'dashed', borderColor: 'divider' }}>
            <TextField id={`margin-${margin}-first`} label="First name" size="small" margin={margin} autoComplete="given-name" />
            <TextField id={`margin-${margin}-last`} label="Last name" size="small" margin={margin} autoComplete="family-name" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

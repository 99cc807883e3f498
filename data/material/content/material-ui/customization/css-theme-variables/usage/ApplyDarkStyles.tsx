import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import { styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Light styles first; applyStyles('dark', …) adds the dark ones under the dark scheme's selector.
const Callout = styled('aside')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  borderRadius: theme.vars.shape.borderRadius,
  backgroundColor: '#fff8e1',
  color: '#5d4300',
  border: '1px solid #ffe082',
  ...theme.applyStyles('dark', {
    backgroundColor: 'rgba(255, 193, 7, 0.12)',
    color: '#ffe9a8',
    borderColor: 'rgba(255, 193, 7, 0.4)',
  }),
}));

export default function ApplyDarkStyles() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Callout>
        <LightbulbOutlined aria-hidden />
        <div>
          <Typography variant="subtitle2" component="p">
            Tip
          </Typography>
          <Typography variant="body2">Hold Shift while dragging to keep the image&apos;s proportions.</Typography>
        </div>
      </Callout>
      {/* The same with the sx callback. */}
      <Box
        sx={(theme) => ({
          p: 2,
          borderRadius: 1,
          bgcolor: 'grey.100',
          color: 'grey.900',
          ...theme.applyStyles('dark', {
            bgcolor: 'grey.900',
            color: 'grey.100',
          }),
        })}
      >
        <Typography variant="body2">
          A neutral panel: grey.100 on light pages, grey.900 on dark ones, with no re-render when the scheme changes.
        </Typography>
      </Box>
    </Stack>
  );
}

import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { styled } from '@mui/joy/styles';
import AddRounded from '@mui/icons-material/AddRounded';

// A reusable "add another" slot: dashed border, theme colours, so it follows light and dark mode.
const DashedButton = styled(Button)(({ theme }) => ({
  '--Button-radius': theme.vars.radius.lg,
  border: `1px dashed ${theme.vars.palette.neutral.outlinedBorder}`,
  color: theme.vars.palette.text.secondary,
  backgroundColor: 'transparent',
  '&:hover': {
    borderColor: theme.vars.palette.primary.outlinedHoverBorder,
    color: theme.vars.palette.primary.plainColor,
    backgroundColor: theme.vars.palette.primary.plainHoverBg,
  },
}));

export default function CustomizedButtons() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        size="lg"
        sx={{
          '--Button-radius': '999px',
          px: 4,
          letterSpacing: '0.02em',
          boxShadow: 'sm',
        }}
      >
        Start free trial
      </Button>
      <DashedButton variant="plain" startDecorator={<AddRounded />}>
        Add another speaker
      </DashedButton>
    </Box>
  );
}

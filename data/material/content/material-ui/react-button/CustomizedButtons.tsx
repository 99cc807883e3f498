import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';

// A reusable pill-shaped call to action: sentence case, bolder text, no shadow.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  fontWeight: 700,
  boxShadow: 'none',
  '&:hover': { boxShadow: 'none' },
}));

// A dashed placeholder button, as used for "add another" slots in a form or board.
// `theme.vars` holds the colours as CSS variables when the theme has them, so they follow light and dark mode.
const AddSlotButton = styled(Button)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    justifyContent: 'flex-start',
    padding: theme.spacing(1.5, 2),
    border: `1px dashed ${palette.divider}`,
    color: palette.text.secondary,
    textTransform: 'none',
    '&:hover': {
      borderColor: palette.primary.main,
      color: palette.primary.main,
      backgroundColor: palette.action.hover,
    },
  };
});

export default function CustomizedButtons() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <PillButton variant="contained">Start free trial</PillButton>
        <PillButton variant="outlined">Compare plans</PillButton>
      </Stack>
      <AddSlotButton fullWidth startIcon={<AddIcon />}>
        Add another stop
      </AddSlotButton>
    </Stack>
  );
}

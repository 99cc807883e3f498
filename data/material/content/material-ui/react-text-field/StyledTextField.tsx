import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

// One reusable look: rounded corners, a softer border, a thicker teal ring on focus.
const RoundedTextField = styled(TextField)(({ theme }) => ({
  '& .MuiOutlinedInput-root': {
    borderRadius: 999,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    '& .MuiOutlinedInput-notchedOutline': {
      // Moves the gap in the border along with the label (see `marginLeft` below).
      padding: theme.spacing(0, 2),
      borderColor: (theme.vars ?? theme).palette.grey[400],
      transition: theme.transitions.create('border-color'),
      ...theme.applyStyles('dark', { borderColor: (theme.vars ?? theme).palette.grey[700] }),
    },
    '&:hover .MuiOutlinedInput-notchedOutline': {
      borderColor: (theme.vars ?? theme).palette.text.secondary,
    },
    '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
      borderColor: '#00796b',
      borderWidth: 3,
    },
    ...theme.applyStyles('dark', {
      '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: '#4db6ac' },
    }),
  },
  '& .MuiInputLabel-root': {
    marginLeft: theme.spacing(1),
    '&.Mui-focused': { color: '#00796b' },
    ...theme.applyStyles('dark', { '&.Mui-focused': { color: '#4db6ac' } }),
  },
  '& .MuiOutlinedInput-input': {
    paddingLeft: theme.spacing(3),
  },
}));

export default function StyledTextField() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <RoundedTextField id="styled-city" label="Destination" defaultValue="Marrakesh" />
      <RoundedTextField id="styled-guests" label="Guests" size="small" defaultValue="2 adults" />
      {/* For a single field, the sx prop takes the same selectors. */}
      <TextField
        id="sx-coupon"
        label="Coupon"
        size="small"
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase', letterSpacing: '0.12em' } } }}
        sx={{ '& .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' } }}
      />
    </Stack>
  );
}

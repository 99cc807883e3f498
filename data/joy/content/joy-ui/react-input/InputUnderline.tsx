import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const underline = {
  '--Input-radius': '0px',
  borderBottom: '2px solid',
  borderColor: 'neutral.outlinedBorder',
  '&:hover': { borderColor: 'neutral.outlinedHoverBorder' },
  '&::before': {
    boxShadow: 'none',
    border: '1px solid var(--Input-focusedHighlight)',
    transform: 'scaleX(0)',
    left: 0,
    right: 0,
    bottom: '-2px',
    top: 'unset',
    transition: 'transform .15s cubic-bezier(0.1,0.9,0.2,1)',
    borderRadius: 0,
  },
  '&:focus-within::before': { transform: 'scaleX(1)' },
} as const;

export default function InputUnderline() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Trip name</FormLabel>
        <Input variant="plain" placeholder="Weekend in Lisbon" sx={underline} />
      </FormControl>
      <FormControl>
        <FormLabel>Budget</FormLabel>
        <Input variant="soft" placeholder="1,200" startDecorator="€" sx={underline} />
      </FormControl>
    </Stack>
  );
}

import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function InputFocusOutline() {
  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>Coupon code</FormLabel>
      <Input
        placeholder="SPRING25"
        sx={(theme) => ({
          '&::before': { display: 'none' },
          '&:focus-within': {
            outline: `2px solid ${theme.vars.palette.primary[500]}`,
            outlineOffset: '2px',
          },
        })}
      />
    </FormControl>
  );
}

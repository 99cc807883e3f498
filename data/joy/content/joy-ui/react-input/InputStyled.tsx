import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';
import AlternateEmail from '@mui/icons-material/AlternateEmail';

// A reusable pill-shaped search field: same props as Input, new defaults for its CSS variables.
const PillInput = styled(Input)(({ theme }) => ({
  '--Input-radius': '999px',
  '--Input-paddingInline': '1rem',
  '--Input-focusedThickness': '2px',
  '--Input-placeholderOpacity': 0.8,
  backgroundColor: theme.vars.palette.background.level1,
  '&:focus-within': { backgroundColor: theme.vars.palette.background.surface },
}));

export default function InputStyled() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <PillInput placeholder="Search people and teams" aria-label="Search people and teams" />
      <Input
        placeholder="handle"
        aria-label="Username"
        startDecorator={<AlternateEmail />}
        sx={{
          '--Input-decoratorColor': (theme) => theme.vars.palette.primary.plainColor,
          fontFamily: 'code',
          letterSpacing: '0.02em',
        }}
        slotProps={{ input: { spellCheck: false, autoCapitalize: 'none' } }}
      />
    </Stack>
  );
}

import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';

const Item = styled(Sheet)(({ theme }) => ({
  ...theme.typography['body-sm'],
  padding: theme.spacing(1),
  textAlign: 'center',
  borderRadius: theme.vars.radius.sm,
  backgroundColor: theme.vars.palette.background.level1,
  color: theme.vars.palette.text.secondary,
}));

export default function AutoLayoutGrid() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        <Grid size="grow">
          <Item>grow</Item>
        </Grid>
        <Grid size="grow">
          <Item>grow</Item>
        </Grid>
        <Grid size="grow">
          <Item>grow</Item>
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size="grow">
          <Item>grow</Item>
        </Grid>
        <Grid size={6}>
          <Item>size=6</Item>
        </Grid>
        <Grid size="grow">
          <Item>grow</Item>
        </Grid>
      </Grid>
    </Stack>
  );
}

import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import { styled } from '@mui/joy/styles';

const Item = styled(Sheet)(({ theme }) => ({
  ...theme.typography['body-sm'],
  padding: theme.spacing(1),
  textAlign: 'center',
  borderRadius: theme.vars.radius.sm,
  backgroundColor: theme.vars.palette.background.level1,
  color: theme.vars.palette.text.secondary,
}));

export default function OffsetGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 6, md: 3 }}>
        <Item>size 6 / 3</Item>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }} offset={{ md: 'auto' }}>
        <Item>offset auto</Item>
      </Grid>
      <Grid size={{ xs: 8, md: 6 }} offset={{ xs: 2, md: 3 }}>
        <Item>offset 2 / 3</Item>
      </Grid>
    </Grid>
  );
}

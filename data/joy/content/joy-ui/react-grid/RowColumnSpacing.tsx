import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import { styled } from '@mui/joy/styles';

const Item = styled(Sheet)(({ theme }) => ({
  ...theme.typography['body-sm'],
  padding: theme.spacing(1.5),
  textAlign: 'center',
  borderRadius: theme.vars.radius.sm,
  backgroundColor: theme.vars.palette.background.level1,
  color: theme.vars.palette.text.secondary,
}));

export default function RowColumnSpacing() {
  return (
    <Grid container rowSpacing={1} columnSpacing={{ xs: 1, sm: 2, md: 4 }} sx={{ width: '100%' }}>
      {['North', 'East', 'South', 'West'].map((region) => (
        <Grid key={region} size={6}>
          <Item>{region}</Item>
        </Grid>
      ))}
    </Grid>
  );
}

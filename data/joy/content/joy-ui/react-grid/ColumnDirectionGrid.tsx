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

export default function ColumnDirectionGrid() {
  return (
    <Grid container direction="column" spacing={1} sx={{ width: '100%' }}>
      {/* In a column, size sets each item's width, not its height. */}
      <Grid size={12}>
        <Item>size=12</Item>
      </Grid>
      <Grid size={6}>
        <Item>size=6</Item>
      </Grid>
      <Grid size={3}>
        <Item>size=3</Item>
      </Grid>
    </Grid>
  );
}

import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
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

export default function ColumnsGrid() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          columns=&#123;10&#125;: sizes in tenths
        </Typography>
        <Grid container spacing={1} columns={10}>
          <Grid size={3}>
            <Item>30%</Item>
          </Grid>
          <Grid size={7}>
            <Item>70%</Item>
          </Grid>
        </Grid>
      </div>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          columns=&#123;7&#125;: one column per weekday
        </Typography>
        <Grid container spacing={0.5} columns={7}>
          {['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((day, index) => (
            <Grid key={index} size={1}>
              <Item>{day}</Item>
            </Grid>
          ))}
        </Grid>
      </div>
    </Stack>
  );
}

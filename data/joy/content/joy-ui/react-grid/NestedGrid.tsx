import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

const Item = styled(Sheet)(({ theme }) => ({
  ...theme.typography['body-sm'],
  padding: theme.spacing(1),
  textAlign: 'center',
  borderRadius: theme.vars.radius.sm,
  backgroundColor: theme.vars.palette.background.level1,
  color: theme.vars.palette.text.secondary,
}));

const groups = [
  { title: 'Inbound', items: ['Receiving', 'Quality check', 'Put-away'] },
  { title: 'Outbound', items: ['Picking', 'Packing', 'Dispatch'] },
];

export default function NestedGrid() {
  return (
    <Grid container spacing={3} sx={{ width: '100%' }}>
      {groups.map((group) => (
        <Grid key={group.title} size={{ xs: 12, md: 6 }}>
          <Typography level="title-sm" sx={{ mb: 1 }}>
            {group.title}
          </Typography>
          {/* A grid inside a grid item: it has its own 12 columns. */}
          <Grid container spacing={1}>
            {group.items.map((item) => (
              <Grid key={item} size={4}>
                <Item>{item}</Item>
              </Grid>
            ))}
          </Grid>
        </Grid>
      ))}
    </Grid>
  );
}

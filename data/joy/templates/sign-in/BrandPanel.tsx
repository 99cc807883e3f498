import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';

const POINTS = [
  'Timesheets and invoices in one place, per project',
  'Budgets that warn you before a project runs over',
  'Exports your accountant can open without asking',
];

/** The product's promise beside the form on wide screens; its colours are inverted on the solid surface. */
export default function BrandPanel() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 4,
        p: 5,
        borderRadius: 'xl',
        overflow: 'hidden',
        position: 'relative',
        backgroundImage: 'radial-gradient(circle at 85% 15%, rgba(255 255 255 / 0.18), transparent 45%)',
      }}
    >
      <Box>
        <Typography level="h2" sx={{ fontSize: 'xl3', maxWidth: 420 }}>
          Know where every billable hour went.
        </Typography>
        <List sx={{ mt: 3, '--ListItemDecorator-size': '32px', '--ListItem-paddingX': 0 }}>
          {POINTS.map((point) => (
            <ListItem key={point}>
              <ListItemDecorator>
                <CheckCircleRoundedIcon />
              </ListItemDecorator>
              {point}
            </ListItem>
          ))}
        </List>
      </Box>
      <Sheet variant="soft" sx={{ p: 2.5, borderRadius: 'lg' }}>
        <Typography level="body-md">“We closed our quarter two days earlier, and nobody had to chase a timesheet.”</Typography>
        <Typography level="body-sm" sx={{ mt: 1, fontWeight: 'lg' }}>
          Odile Marchetti, operations lead at a 40-person design studio
        </Typography>
      </Sheet>
    </Sheet>
  );
}

import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

const projects = [
  { name: 'Checkout redesign', done: 72, people: ['AM', 'JT', 'LK'] },
  { name: 'Warehouse scanner app', done: 35, people: ['PD', 'SN'] },
  { name: 'Carrier API migration', done: 90, people: ['HB', 'AM', 'YW', 'CR'] },
];

export default function NestedCards() {
  return (
    <Card variant="soft" sx={{ width: 560, maxWidth: '100%' }}>
      <CardContent>
        <Typography level="title-lg" component="h3">
          Product team · Q3
        </Typography>
        <Typography level="body-sm">3 active projects, 9 people</Typography>
      </CardContent>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        {projects.map((project) => (
          <Card key={project.name} variant="outlined" size="sm">
            <Typography level="title-sm">{project.name}</Typography>
            <LinearProgress
              determinate
              value={project.done}
              aria-label={`${project.name} progress`}
              color={project.done > 80 ? 'success' : 'primary'}
              sx={{ flex: 'none' }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography level="body-xs">{project.done}% done</Typography>
              <AvatarGroup size="sm" sx={{ '--Avatar-size': '28px', '--AvatarGroup-gap': '-6px', fontSize: '10px' }}>
                {project.people.map((initials) => (
                  <Avatar key={initials}>{initials}</Avatar>
                ))}
              </AvatarGroup>
            </Box>
          </Card>
        ))}
      </Box>
    </Card>
  );
}

import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import AirOutlined from '@mui/icons-material/AirOutlined';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';

const people = [
  { initials: 'AR', name: 'Aiyana Redcloud', role: 'Field botanist', color: 'success' },
  { initials: 'TN', name: 'Tomasz Nowicki', role: 'Data engineer', color: 'primary' },
  { initials: 'LF', name: 'Lucía Ferreyra', role: 'Illustrator', color: 'warning' },
] as const;

export default function ListDecorators() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <List aria-label="Weather today" sx={{ maxWidth: 220 }}>
        <ListItem>
          <ListItemDecorator>
            <WbSunnyOutlined />
          </ListItemDecorator>
          Sunny, 24 °C
        </ListItem>
        <ListItem>
          <ListItemDecorator>
            <AirOutlined />
          </ListItemDecorator>
          Wind 12 km/h NW
        </ListItem>
        <ListItem>
          <ListItemDecorator>
            <WaterDropOutlined />
          </ListItemDecorator>
          Humidity 41%
        </ListItem>
      </List>
      <List aria-label="Project members" sx={{ maxWidth: 300, '--ListItemDecorator-size': '3.25rem' }}>
        {people.map((person) => (
          <ListItem key={person.name}>
            <ListItemDecorator>
              <Avatar color={person.color} variant="soft">
                {person.initials}
              </Avatar>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{person.name}</Typography>
              <Typography level="body-sm">{person.role}</Typography>
            </ListItemContent>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

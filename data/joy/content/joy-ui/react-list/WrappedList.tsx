import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Typography from '@mui/joy/Typography';

const topics = [
  'Accessibility',
  'Animation',
  'Colour',
  'Data visualisation',
  'Forms',
  'Icons',
  'Layout',
  'Motion',
  'Typography',
  'Writing',
];

export default function WrappedList() {
  return (
    <div>
      <Typography id="topics-heading" level="title-sm" sx={{ mb: 1.5 }}>
        Browse by topic
      </Typography>
      <List
        aria-labelledby="topics-heading"
        orientation="horizontal"
        wrap
        sx={{ '--List-gap': '8px', '--ListItem-radius': '20px', '--ListItem-minHeight': '32px', maxWidth: 480 }}
      >
        {topics.map((topic) => (
          <ListItem key={topic}>
            <ListItemButton variant="outlined" component="a" href={`?section=topic-${topic.toLowerCase().replace(/ /g, '-')}`}>
              {topic}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </div>
  );
}

import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';

const syllabus = [
  { module: 'Module 1 · Foundations', lessons: ['What a type scale is', 'Choosing a base size', 'Line length and leading'] },
  { module: 'Module 2 · Pairing typefaces', lessons: ['Contrast and harmony', 'Variable fonts'] },
];

export default function NestedList() {
  return (
    <List variant="outlined" size="sm" sx={{ maxWidth: 320, borderRadius: 'sm' }}>
      {syllabus.map((section) => (
        // A nested ListItem wraps a subheader and a List; the subheader labels that List.
        <ListItem nested key={section.module}>
          <ListSubheader>{section.module}</ListSubheader>
          <List>
            {section.lessons.map((lesson) => (
              <ListItem key={lesson}>
                <ListItemButton>{lesson}</ListItemButton>
              </ListItem>
            ))}
          </List>
        </ListItem>
      ))}
      <ListItem nested>
        <ListSubheader>Module 3 · Practice</ListSubheader>
        <List sx={{ '--List-nestedInsetStart': '1.5rem' }}>
          <ListItem>
            <ListItemButton>Set a blog in two typefaces</ListItemButton>
          </ListItem>
          <ListItem nested>
            <ListItem>
              <ListItemButton>Review a classmate’s page</ListItemButton>
            </ListItem>
            <List>
              <ListItem>
                <ListItemButton>Checklist</ListItemButton>
              </ListItem>
              <ListItem>
                <ListItemButton>Feedback template</ListItemButton>
              </ListItem>
            </List>
          </ListItem>
        </List>
      </ListItem>
    </List>
  );
}

import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const glossary: Record<string, string[]> = {
  A: ['Accessibility tree', 'Affordance', 'Alt text', 'Anchor link'],
  B: ['Baseline grid', 'Breakpoint', 'Breadcrumb'],
  C: ['Call to action', 'Card sorting', 'Colour contrast', 'Component library', 'Content audit'],
  D: ['Dark pattern', 'Design token', 'Disclosure widget'],
  E: ['Empty state', 'Error message', 'Eye tracking'],
};

export default function StickyList() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Glossary, scrollable"
      sx={{ width: 300, maxWidth: '100%', maxHeight: 280, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List>
        {Object.entries(glossary).map(([letter, terms]) => (
          <ListItem nested key={letter}>
            <ListSubheader sticky>{letter}</ListSubheader>
            <List>
              {terms.map((term) => (
                <ListItem key={term}>{term}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}

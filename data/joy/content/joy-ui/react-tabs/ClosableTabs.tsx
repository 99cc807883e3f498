import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';

interface Doc {
  id: number;
  name: string;
}

const initialDocs: Doc[] = [
  { id: 1, name: 'budget-2025.csv' },
  { id: 2, name: 'README.md' },
  { id: 3, name: 'roadmap.md' },
];

export default function ClosableTabs() {
  const [docs, setDocs] = React.useState(initialDocs);
  const [selected, setSelected] = React.useState<number | null>(1);
  const nextId = React.useRef(4);
  const tabRefs = React.useRef(new Map<number, HTMLElement>());
  const [message, setMessage] = React.useState('');

  const close = (id: number) => {
    const index = docs.findIndex((doc) => doc.id === id);
    const rest = docs.filter((doc) => doc.id !== id);
    setDocs(rest);
    setMessage(`Closed ${docs[index].name}`);
    if (selected === id) {
      // Select the neighbour, as editors do, and keep keyboard focus in the tab list.
      const neighbour = rest[Math.min(index, rest.length - 1)];
      setSelected(neighbour ? neighbour.id : null);
      if (neighbour) {
        requestAnimationFrame(() => tabRefs.current.get(neighbour.id)?.focus());
      }
    }
  };

  const add = () => {
    const id = nextId.current;
    nextId.current += 1;
    setDocs([...docs, { id, name: `untitled-${id}.md` }]);
    setSelected(id);
    setMessage(`Opened untitled-${id}.md`);
  };

  return (
    <Sheet variant="outlined" sx={{ width: '100%', borderRadius: 'sm', overflow: 'hidden' }}>
      <Tabs value={selected} onChange={(_event, value) => setSelected(value as number)}>
        <Box sx={{ display: 'flex', alignItems: 'center', bgcolor: 'background.level1' }}>
          <TabList
            aria-label="Open files"
            disableUnderline
            sx={{
              flex: 1,
              overflow: 'auto',
              scrollbarWidth: 'thin',
              [`& .${tabClasses.root}`]: { flex: 'none', gap: 1, pr: 1, borderRadius: 0 },
              [`& .${tabClasses.root}[aria-selected="true"]`]: { bgcolor: 'background.surface' },
            }}
          >
            {docs.map((doc) => (
              <Tab
                key={doc.id}
                value={doc.id}
                indicatorPlacement="top"
                ref={(node: HTMLButtonElement | null) => {
                  if (node) {
                    tabRefs.current.set(doc.id, node);
                  } else {
                    tabRefs.current.delete(doc.id);
                  }
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Delete') {
                    close(doc.id);
                  }
                }}
              >
                {doc.name}
                {/* A mouse target only: keyboard users close the focused tab with Delete. */}
                <Box
                  component="span"
                  aria-hidden
                  onClick={(event) => {
                    event.stopPropagation();
                    close(doc.id);
                  }}
                  sx={{
                    display: 'inline-flex',
                    borderRadius: 'xs',
                    '&:hover': { bgcolor: 'neutral.softHoverBg' },
                  }}
                >
                  <Close sx={{ fontSize: 'md' }} />
                </Box>
              </Tab>
            ))}
          </TabList>
          <IconButton aria-label="New file" size="sm" onClick={add} sx={{ mx: 0.5 }}>
            <Add />
          </IconButton>
        </Box>
        {docs.map((doc) => (
          <TabPanel key={doc.id} value={doc.id}>
            <Typography level="body-sm" sx={{ fontFamily: 'code' }}>
              {doc.name}: {doc.name.endsWith('.csv') ? '48 rows, 6 columns' : 'last edited 2 hours ago'}
            </Typography>
          </TabPanel>
        ))}
        {docs.length === 0 && (
          <Typography level="body-sm" sx={{ p: 2 }}>
            No open files.
          </Typography>
        )}
      </Tabs>
      <Typography role="status" level="body-xs" sx={{ px: 2, pb: 1 }}>
        {message || 'Press Delete to close the focused tab.'}
      </Typography>
    </Sheet>
  );
}

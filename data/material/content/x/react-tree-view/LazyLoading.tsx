import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type DriveEntry = TreeViewBaseItem<{ id: string; label: string; isFolder?: boolean; isPlaceholder?: boolean }>;

// What the server knows about each folder. A real app would call its API instead.
interface ServerEntry {
  id: string;
  name: string;
  folder?: boolean;
}

const server: Record<string, ServerEntry[]> = {
  clients: [
    { id: 'harbor-bakery', name: 'Harbor Bakery', folder: true },
    { id: 'nordlicht-studio', name: 'Nordlicht Studio', folder: true },
    { id: 'contract-template', name: 'contract-template.docx' },
  ],
  'clients/harbor-bakery': [
    { id: 'logo', name: 'logo-v3.svg' },
    { id: 'menu', name: 'menu-2025.pdf' },
  ],
  'clients/nordlicht-studio': [],
  finance: [
    { id: 'invoices', name: 'Invoices', folder: true },
    { id: 'budget', name: 'budget-2025.xlsx' },
  ],
  'finance/invoices': [
    { id: 'jan', name: '2025-01.pdf' },
    { id: 'feb', name: '2025-02.pdf' },
    { id: 'mar', name: '2025-03.pdf' },
  ],
  marketing: [
    { id: 'spring-campaign', name: 'Spring campaign', folder: true },
    { id: 'brand-guide', name: 'brand-guide.pdf' },
  ],
  'marketing/spring-campaign': [
    { id: 'poster', name: 'poster.png' },
    { id: 'social-copy', name: 'social-copy.docx' },
  ],
};

function fakeFetchChildren(folderId: string): Promise<ServerEntry[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(server[folderId] ?? []), 1000);
  });
}

// An unloaded folder gets one placeholder child, so that it can be expanded.
function folder(id: string, label: string): DriveEntry {
  return { id, label, isFolder: true, children: [{ id: `${id}/loading`, label: 'Loading…', isPlaceholder: true }] };
}

function setChildren(items: DriveEntry[], parentId: string, children: DriveEntry[]): DriveEntry[] {
  return items.map((item) => {
    if (item.id === parentId) {
      return { ...item, children };
    }
    return item.children ? { ...item, children: setChildren(item.children, parentId, children) } : item;
  });
}

const DriveItem = React.forwardRef(function DriveItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  if (props.itemId.endsWith('/loading')) {
    const label = (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <CircularProgress size={14} aria-hidden />
        Loading…
      </Box>
    );
    return <TreeItem2 {...props} ref={ref} label={label} />;
  }
  return <TreeItem2 {...props} ref={ref} />;
});

export default function LazyLoading() {
  const [items, setItems] = React.useState<DriveEntry[]>(() => [
    folder('clients', 'Clients'),
    folder('finance', 'Finance'),
    folder('marketing', 'Marketing'),
  ]);
  const [status, setStatus] = React.useState('Open a folder to load its contents.');
  const requested = React.useRef(new Set<string>());
  const labels = React.useRef(
    new Map([
      ['clients', 'Clients'],
      ['finance', 'Finance'],
      ['marketing', 'Marketing'],
    ]),
  );
  const mounted = React.useRef(true);

  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const handleExpansion = async (event: React.SyntheticEvent, itemId: string, isExpanded: boolean) => {
    if (!isExpanded || requested.current.has(itemId)) {
      return;
    }
    requested.current.add(itemId);
    const name = labels.current.get(itemId) ?? itemId;
    setStatus(`Loading ${name}…`);
    const entries = await fakeFetchChildren(itemId);
    if (!mounted.current) {
      return;
    }
    const children = entries.map((entry) => {
      const id = `${itemId}/${entry.id}`;
      labels.current.set(id, entry.name);
      return entry.folder ? folder(id, entry.name) : { id, label: entry.name };
    });
    setItems((previous) => setChildren(previous, itemId, children));
    setStatus(children.length === 0 ? `${name} is empty.` : `Loaded ${children.length} items in ${name}.`);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {status}
      </Typography>
      <Box sx={{ minHeight: 320 }}>
        <RichTreeView
          aria-label="Shared drive"
          items={items}
          isItemDisabled={(item) => Boolean(item.isPlaceholder)}
          onItemExpansionToggle={handleExpansion}
          slots={{ item: DriveItem }}
        />
      </Box>
    </Box>
  );
}

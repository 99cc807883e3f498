import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A stand-in for a router: the current address and a function to change it.
const RouterContext = React.createContext<{ search: string; navigate: (to: string) => void }>({
  search: '?page=1',
  navigate: () => {},
});

interface RouterLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: React.Ref<HTMLAnchorElement>;
}

// Shaped like the Link of React Router or Next.js: a real <a href> that navigates on the client.
function RouterLink({ to, onClick, ...other }: RouterLinkProps) {
  const { navigate } = React.useContext(RouterContext);
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
          return;
        }
        event.preventDefault();
        navigate(to);
      }}
      {...other}
    />
  );
}

function ReleaseNotesPager() {
  const { search } = React.useContext(RouterContext);
  // The page comes from the address, so a shared or reloaded link opens the same page.
  const page = Number(new URLSearchParams(search).get('page') ?? '1');

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Current address
        </Typography>
        <Typography sx={{ fontFamily: 'monospace' }}>{search}</Typography>
      </Paper>
      <Pagination
        page={page}
        count={9}
        aria-label="Release notes pages"
        renderItem={(item) => <PaginationItem component={RouterLink} to={`?page=${item.page}`} {...item} />}
      />
    </Stack>
  );
}

export default function RouterPagination() {
  const [search, setSearch] = React.useState('?page=1');
  const router = React.useMemo(() => ({ search, navigate: setSearch }), [search]);

  return (
    <RouterContext.Provider value={router}>
      <ReleaseNotesPager />
    </RouterContext.Provider>
  );
}

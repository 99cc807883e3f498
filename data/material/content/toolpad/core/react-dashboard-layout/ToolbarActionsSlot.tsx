import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import SearchIcon from '@mui/icons-material/Search';
import { AppProvider, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout, ThemeSwitcher } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  { segment: 'recipes', title: 'Recipes', icon: <MenuBookIcon /> },
  { segment: 'meal-plan', title: 'Meal plan', icon: <CalendarMonthIcon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const RECIPES = [
  'Chickpea and spinach curry',
  'Lemon barley risotto',
  'Miso-glazed aubergine',
  'Spinach and feta pie',
  'Tomato and white bean soup',
  'Rhubarb crumble',
  'Sesame noodle salad',
];

// The slot receives no props: the search text reaches it, and the page, through a context.
const SearchContext = React.createContext<{ query: string; setQuery: (query: string) => void }>({
  query: '',
  setQuery: () => {},
});

function ToolbarSearch() {
  const { query, setQuery } = React.useContext(SearchContext);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        type="search"
        size="small"
        placeholder="Search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': 'Search recipes' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: { xs: 120, sm: 220 } }}
      />
      {/* Replacing the slot removes the default theme switcher; add it back. */}
      <ThemeSwitcher />
    </Stack>
  );
}

function RecipeList() {
  const { query } = React.useContext(SearchContext);
  const matches = RECIPES.filter((recipe) => recipe.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <React.Fragment>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {query.trim() ? `${matches.length} of ${RECIPES.length} recipes match "${query.trim()}".` : `${RECIPES.length} recipes.`}
      </Typography>
      <List disablePadding aria-label="Recipes">
        {matches.map((recipe) => (
          <ListItem key={recipe} divider>
            <ListItemText primary={recipe} />
          </ListItem>
        ))}
      </List>
    </React.Fragment>
  );
}

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function ToolbarActionsSlot(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/recipes');
  const demoWindow = window !== undefined ? window() : undefined;
  const [query, setQuery] = React.useState('');
  const search = React.useMemo(
    () => ({
      query,
      // Searching from another page shows the results.
      setQuery: (nextQuery: string) => {
        setQuery(nextQuery);
        router.navigate('/recipes');
      },
    }),
    [query, router],
  );

  return (
    <AppProvider navigation={NAVIGATION} branding={{ title: 'Pantry' }} router={router} theme={demoTheme} window={demoWindow}>
      <SearchContext.Provider value={search}>
        <DashboardLayout slots={{ toolbarActions: ToolbarSearch }}>
          <PageContainer>
            {router.pathname === '/recipes' ? (
              <RecipeList />
            ) : (
              <Typography>Dinner plans for the week of 5 May: 4 of 7 nights planned.</Typography>
            )}
          </PageContainer>
        </DashboardLayout>
      </SearchContext.Provider>
    </AppProvider>
  );
}

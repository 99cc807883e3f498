import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, useColorScheme } from '@mui/joy/styles';
import DarkModeRoundedIcon from '@mui/icons-material/DarkModeRounded';
import LightModeRoundedIcon from '@mui/icons-material/LightModeRounded';

// Step 6 (bonus): the toggle reads and sets the mode of the nearest CssVarsProvider.
function ModeToggle() {
  const { mode, setMode } = useColorScheme();
  const dark = mode === 'dark';
  return (
    <IconButton
      variant="outlined"
      size="sm"
      aria-label={dark ? 'Switch the card to light mode' : 'Switch the card to dark mode'}
      onClick={() => setMode(dark ? 'light' : 'dark')}
    >
      {dark ? <LightModeRoundedIcon /> : <DarkModeRoundedIcon />}
    </IconButton>
  );
}

function SignInCard() {
  const { mode } = useColorScheme();
  const [message, setMessage] = React.useState('');

  // The mode is only known in the browser: until then, keep the space and draw nothing.
  if (!mode) {
    return <Box sx={{ height: 470 }} />;
  }

  return (
    // The area around the card takes the card's own mode too.
    <Box sx={{ p: { xs: 1.5, sm: 3 }, borderRadius: 'md', bgcolor: 'background.level1' }}>
      <Sheet
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 360,
          mx: 'auto',
          py: 3,
          px: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          borderRadius: 'sm',
          boxShadow: 'md',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <div>
            <Typography level="h4" component="h3">
              Welcome back
            </Typography>
            <Typography level="body-sm">Sign in to Tidepool to see this week&apos;s rota.</Typography>
          </div>
          <ModeToggle />
        </Box>
        <Box
          component="form"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            const email = new FormData(event.currentTarget).get('email');
            setMessage(`Signed in as ${String(email)}.`);
          }}
        >
          <FormControl required>
            <FormLabel>Email</FormLabel>
            <Input name="email" type="email" autoComplete="email" placeholder="ines@example.com" />
          </FormControl>
          <FormControl required>
            <FormLabel>Password</FormLabel>
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              placeholder="At least 8 characters"
              slotProps={{ input: { minLength: 8 } }}
            />
          </FormControl>
          <Button type="submit" sx={{ mt: 1 }}>
            Sign in
          </Button>
        </Box>
        <Typography
          level="body-sm"
          endDecorator={
            <Link component="button" onClick={() => setMessage('The sign-up form would open here.')}>
              Sign up
            </Link>
          }
          sx={{ alignSelf: 'center' }}
        >
          New to Tidepool?
        </Typography>
        <Typography role="status" level="body-sm" color="success" sx={{ minHeight: '1.25rem', textAlign: 'center' }}>
          {message}
        </Typography>
      </Sheet>
    </Box>
  );
}

// A theme of its own, whose colour scheme is an attribute on the demo's element: the toggle changes
// this card and nothing else on the page.
const theme = extendTheme({ cssVarPrefix: 'tutorial', colorSchemeSelector: 'data-tutorial-scheme' });

// Demo only: no storage, so the choice lives in memory. In an app, leave it out to remember the choice.
const inMemory = { storageManager: null } as object;

export default function TutorialSignIn() {
  const [node, setNode] = React.useState<HTMLDivElement | null>(null);
  // Start in the mode this page is shown in (read in the browser only; the server renders nothing of the card).
  const pageMode = typeof document !== 'undefined' && document.documentElement.classList.contains('dark') ? 'dark' : 'light';

  return (
    // In an app: <CssVarsProvider> at the root, without the four props after `theme`.
    <CssVarsProvider theme={theme} disableNestedContext colorSchemeNode={node} defaultMode={pageMode} {...inMemory}>
      <Box ref={setNode} sx={{ width: '100%' }}>
        <SignInCard />
      </Box>
    </CssVarsProvider>
  );
}

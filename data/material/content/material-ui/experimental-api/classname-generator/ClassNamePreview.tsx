import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

// The same rule you would pass to ClassNameGenerator.configure().
function rename(componentName: string, prefix: string) {
  return componentName.replace('Mui', prefix);
}

// Component classes are `${componentName}-${slot}` and go through the generator; global state
// classes such as `Mui-disabled` don't, so they keep their name.
function preview(className: string, prefix: string) {
  const match = /^(Mui[A-Za-z]+)-(.+)$/.exec(className);
  return match ? `${rename(match[1], prefix)}-${match[2]}` : className;
}

const VALID_PREFIX = /^[A-Za-z][A-Za-z0-9-]*$/;

export default function ClassNamePreview() {
  const [prefix, setPrefix] = React.useState('Acme');
  const [classes, setClasses] = React.useState<string[]>([]);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const chipRef = React.useRef<HTMLDivElement>(null);
  const valid = VALID_PREFIX.test(prefix);

  React.useEffect(() => {
    const names = [buttonRef.current, chipRef.current].flatMap((node) => [...(node?.classList ?? [])]);
    // Emotion's generated class is not part of this API: it is left out.
    setClasses(names.filter((name) => name.startsWith('Mui')));
  }, []);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button ref={buttonRef} variant="contained" size="small" disabled>
          Archived
        </Button>
        <Chip ref={chipRef} label="Beta" color="secondary" />
      </Stack>
      <TextField
        label="Replace “Mui” with"
        value={prefix}
        onChange={(event) => setPrefix(event.target.value)}
        error={!valid}
        helperText={valid ? 'Used as componentName.replace("Mui", prefix)' : 'Start with a letter; use letters, digits and hyphens only'}
        sx={{ maxWidth: 320 }}
      />
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& th': { textAlign: 'start', fontWeight: 600, pb: 0.5 },
          '& td': { fontFamily: 'monospace', fontSize: 13, py: 0.25, pr: 1, overflowWrap: 'anywhere', verticalAlign: 'top' },
        }}
      >
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ typography: 'body2' }}>
              Rendered now
            </Box>
            <Box component="th" scope="col" sx={{ typography: 'body2' }}>
              After configure
            </Box>
          </tr>
        </thead>
        <tbody>
          {classes.map((name) => {
            const after = valid ? preview(name, prefix) : name;
            return (
              <tr key={name}>
                <td>{name}</td>
                <Box component="td" sx={{ color: after === name ? 'text.secondary' : 'primary.main' }}>
                  {after}
                </Box>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Stack>
  );
}

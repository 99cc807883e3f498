import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Landing {
  attribute: string;
  element: string;
}

const watched = ['data-form-field', 'title', 'name', 'maxlength', 'inputmode', 'autocomplete'];

// As a CSS selector: the tag and its first Material UI class.
function describe(node: Element) {
  const firstClass = [...node.classList].find((name) => name.startsWith('Mui'));
  return `${node.tagName.toLowerCase()}${firstClass ? `.${firstClass}` : ''}`;
}

export default function PropsReachTheirElement() {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [landings, setLandings] = React.useState<Landing[]>([]);

  // Look up where each attribute ended up in the rendered DOM.
  React.useEffect(() => {
    const root = rootRef.current;
    if (!root) {
      return;
    }
    const found: Landing[] = [];
    for (const attribute of watched) {
      const node = root.matches(`[${attribute}]`) ? root : root.querySelector(`[${attribute}]`);
      if (node) {
        found.push({ attribute, element: describe(node) });
      }
    }
    setLandings(found);
  }, []);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <TextField
        ref={rootRef}
        label="Postcode"
        // Not a TextField prop: spread onto the root element.
        data-form-field="shipping-postcode"
        title="Five digits"
        // A TextField prop that it passes to the native input.
        name="postcode"
        autoComplete="postal-code"
        // Native attributes for the inner input go through its slot.
        slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
      />
      <Box
        component="table"
        sx={{ borderCollapse: 'collapse', typography: 'body2', '& th, & td': { textAlign: 'start', py: 0.5, pr: 2, verticalAlign: 'top' } }}
      >
        <caption style={{ textAlign: 'start', paddingBottom: 4 }}>Where each attribute landed</caption>
        <thead>
          <tr>
            <th scope="col">Attribute</th>
            <th scope="col">Element</th>
          </tr>
        </thead>
        <tbody>
          {landings.map((landing) => (
            <tr key={landing.attribute}>
              <Box component="td" sx={{ fontFamily: 'monospace' }}>
                {landing.attribute}
              </Box>
              <Box component="td" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {landing.element}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        It is a real field: it takes at most five characters and brings up a numeric keyboard on phones.
      </Typography>
    </Stack>
  );
}

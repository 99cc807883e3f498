import { styled } from '@mui/material/styles';

const Kbd = styled('kbd')({
  display: 'inline-block',
  minWidth: '1.75em',
  padding: '2px 6px',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  textAlign: 'center',
  border: '1px solid currentColor',
  borderBottomWidth: 2,
  borderRadius: 6,
  '& + &': {
    marginLeft: 4,
  },
});

const ShortcutList = styled('dl')({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: 16,
  rowGap: 10,
  margin: 0,
  maxWidth: 360,
  '& dd': {
    margin: 0,
  },
});

const shortcuts = [
  { keys: ['Ctrl', 'K'], action: 'Open the command palette' },
  { keys: ['Ctrl', 'Shift', 'P'], action: 'Print the current page' },
  { keys: ['G', 'I'], action: 'Go to the inbox' },
  { keys: ['?'], action: 'Show all shortcuts' },
];

export default function StyledBasic() {
  return (
    <ShortcutList>
      {shortcuts.map((shortcut) => (
        <div key={shortcut.action} style={{ display: 'contents' }}>
          <dt>
            {shortcut.keys.map((key) => (
              <Kbd key={key}>{key}</Kbd>
            ))}
          </dt>
          <dd>{shortcut.action}</dd>
        </div>
      ))}
    </ShortcutList>
  );
}

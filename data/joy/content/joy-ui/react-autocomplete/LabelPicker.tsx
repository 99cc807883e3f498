import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteListbox from '@mui/joy/AutocompleteListbox';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Search from '@mui/icons-material/Search';

interface Label {
  name: string;
  description: string;
  // Background of the label's chip; the text on it is always dark, for contrast in both modes.
  color: string;
}

const labels: Label[] = [
  { name: 'bug', description: 'Something does not work as documented', color: '#f4a3a3' },
  { name: 'performance', description: 'Slow pages, large bundles, memory', color: '#f6c98e' },
  { name: 'accessibility', description: 'Keyboard, screen readers, contrast', color: '#a7d8f0' },
  { name: 'docs', description: 'Guides, API pages and examples', color: '#c3e6b3' },
  { name: 'good first issue', description: 'Small and well explained', color: '#d7c6f2' },
  { name: 'needs reproduction', description: 'Waiting for a minimal example', color: '#e8e1a1' },
  { name: 'design', description: 'Needs a decision from design', color: '#f2bfd9' },
  { name: 'wontfix', description: 'Out of scope for this project', color: '#d5d9de' },
];

function LabelChip({ label }: { label: Label }) {
  return (
    <Chip size="sm" sx={{ bgcolor: label.color, color: '#1b1f24', fontWeight: 'md' }}>
      {label.name}
    </Chip>
  );
}

export default function LabelPicker() {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState<Label[]>([labels[2], labels[3]]);
  const [pending, setPending] = React.useState<Label[]>(value);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const panelId = React.useId();

  const close = React.useCallback(
    (apply: boolean) => {
      if (apply) {
        setValue(pending);
      }
      setOpen(false);
      buttonRef.current?.focus();
    },
    [pending],
  );

  // A press outside the panel applies the choice and closes it, like a popover.
  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handlePointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        close(true);
      }
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open, close]);

  return (
    // The demo keeps room for the open panel, which floats over what follows the button.
    <Box ref={rootRef} sx={{ position: 'relative', width: 320, maxWidth: '100%', minHeight: 430 }}>
      <Button
        ref={buttonRef}
        variant="plain"
        color="neutral"
        startDecorator={<LocalOfferOutlined />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setPending(value);
          setOpen((wasOpen) => !wasOpen);
        }}
        sx={{ width: '100%', justifyContent: 'flex-start' }}
      >
        Labels
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 1, py: 1 }}>
        {value.length === 0 ? (
          <Typography level="body-sm">None yet</Typography>
        ) : (
          value.map((label) => <LabelChip key={label.name} label={label} />)
        )}
      </Box>
      {open && (
        <Sheet
          id={panelId}
          variant="outlined"
          sx={{
            position: 'absolute',
            top: 40,
            left: 0,
            zIndex: 'popup',
            width: 300,
            maxWidth: '100%',
            borderRadius: 'md',
            boxShadow: 'lg',
            overflow: 'hidden',
          }}
        >
          <Typography level="title-sm" sx={{ px: 1.5, pt: 1.25, pb: 1 }}>
            Apply labels to this issue
          </Typography>
          <Box sx={{ px: 1.5, pb: 1 }}>
            <Autocomplete
              open
              multiple
              autoFocus
              disableCloseOnSelect
              disableClearable
              forcePopupIcon={false}
              options={labels}
              value={pending}
              onChange={(event, newValue) => setPending(newValue)}
              onKeyDown={(event) => {
                // Backspace in an empty field removes the last value, which this picker does not show as a chip:
                // turn that default off (typing and deleting text still work).
                if (event.key === 'Backspace') {
                  event.defaultMuiPrevented = true;
                }
              }}
              onClose={(event, reason) => {
                if (reason === 'escape') {
                  close(false);
                }
              }}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, selected) => option.name === selected.name}
              renderTags={() => null}
              noOptionsText="No label matches"
              placeholder="Filter labels"
              aria-label="Filter labels"
              size="sm"
              startDecorator={<Search />}
              slots={{ listbox: AutocompleteListbox }}
              slotProps={{
                listbox: {
                  // Rendered in place, as a list inside the panel, rather than as a floating popup.
                  variant: 'plain',
                  style: { width: 'auto' },
                  sx: { position: 'static', boxShadow: 'none', maxHeight: 220, mx: -1.5, mt: 1, borderRadius: 0, '--List-padding': '0px' },
                },
              }}
              renderOption={(props, option, { selected }) => {
                const { key, ...optionProps } = props as typeof props & { key: string };
                return (
                  <AutocompleteOption key={key} {...optionProps} sx={{ alignItems: 'flex-start', py: 0.75 }}>
                    <ListItemDecorator sx={{ pt: 0.25 }}>{selected ? <Check /> : null}</ListItemDecorator>
                    <ListItemContent>
                      <LabelChip label={option} />
                      <Typography level="body-xs" sx={{ mt: 0.5 }}>
                        {option.description}
                      </Typography>
                    </ListItemContent>
                  </AutocompleteOption>
                );
              }}
            />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1, borderTop: '1px solid', borderColor: 'divider' }}>
            <Button size="sm" variant="plain" color="neutral" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button size="sm" onClick={() => close(true)}>
              Apply
            </Button>
          </Box>
        </Sheet>
      )}
    </Box>
  );
}

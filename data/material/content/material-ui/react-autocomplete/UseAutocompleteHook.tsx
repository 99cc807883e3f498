import Popper from '@mui/material/Popper';
import useAutocomplete from '@mui/material/useAutocomplete';
import { styled } from '@mui/material/styles';

const stations = [
  'Amsterdam Centraal',
  'Antwerpen-Centraal',
  'Basel SBB',
  'Berlin Hauptbahnhof',
  'Bruxelles-Midi',
  'Firenze Santa Maria Novella',
  'Hamburg Dammtor',
  'København H',
  'Leipzig Hbf',
  'Lyon Part-Dieu',
  'Milano Centrale',
  'Praha hlavní nádraží',
  'Strasbourg',
  'Wien Hauptbahnhof',
  'Zürich HB',
];

const Root = styled('div')({ width: '100%', maxWidth: 320 });

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: 4,
  ...theme.typography.body2,
  fontWeight: 600,
}));

const Input = styled('input')(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  padding: '10px 12px',
  font: 'inherit',
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: '1px solid',
  borderColor: (theme.vars ?? theme).palette.text.secondary,
  borderRadius: 8,
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 1,
  },
}));

const Listbox = styled('ul')(({ theme }) => ({
  boxSizing: 'border-box',
  margin: '4px 0 0',
  padding: 4,
  maxHeight: 220,
  overflow: 'auto',
  listStyle: 'none',
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: '1px solid',
  borderColor: (theme.vars ?? theme).palette.divider,
  borderRadius: 8,
  boxShadow: (theme.vars ?? theme).shadows[4],
  '& li': {
    padding: '8px 10px',
    borderRadius: 6,
    cursor: 'pointer',
    ...theme.typography.body2,
  },
  // The hook sets these classes on the highlighted option.
  '& li.Mui-focused': {
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
  },
  '& li.Mui-focusVisible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -2,
  },
  '& li[aria-selected="true"]': {
    fontWeight: 600,
    color: (theme.vars ?? theme).palette.primary.main,
  },
}));

export default function UseAutocompleteHook() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    id: 'hook-station',
    options: stations,
  });

  return (
    <Root {...getRootProps()}>
      <Label {...getInputLabelProps()}>Departure station</Label>
      <div ref={setAnchorEl}>
        <Input {...getInputProps()} placeholder="Start typing a city" />
      </div>
      {/* Popper renders the list at the end of the page, so no container can clip it. */}
      <Popper
        open={popupOpen && groupedOptions.length > 0}
        anchorEl={anchorEl}
        placement="bottom-start"
        sx={{ zIndex: 'modal', width: anchorEl?.clientWidth }}
      >
        <Listbox {...getListboxProps()}>
          {groupedOptions.map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps}>
                {option}
              </li>
            );
          })}
        </Listbox>
      </Popper>
    </Root>
  );
}

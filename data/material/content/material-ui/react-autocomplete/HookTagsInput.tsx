import Popper from '@mui/material/Popper';
import useAutocomplete from '@mui/material/useAutocomplete';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

const skills = [
  'Accessibility audits',
  'Copywriting',
  'Data visualization',
  'Illustration',
  'Interaction design',
  'Motion design',
  'Prototyping',
  'Service design',
  'Usability testing',
  'User research',
  'Visual design',
  'Workshop facilitation',
];

const Root = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: 400,
  ...theme.typography.body2,
}));

const Label = styled('label')({ display: 'block', marginBottom: 4, fontWeight: 600 });

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  padding: 4,
  border: '1px solid',
  borderColor: (theme.vars ?? theme).palette.text.secondary,
  borderRadius: 6,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  '&.focused': {
    borderColor: (theme.vars ?? theme).palette.primary.main,
    boxShadow: `0 0 0 1px ${(theme.vars ?? theme).palette.primary.main}`,
  },
  '& input': {
    flexGrow: 1,
    minWidth: 80,
    padding: '4px 6px',
    border: 0,
    outline: 0,
    font: 'inherit',
    color: 'inherit',
    backgroundColor: 'transparent',
  },
}));

const Tag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: '2px 2px 2px 8px',
  borderRadius: 4,
  backgroundColor: (theme.vars ?? theme).palette.action.selected,
  '&:focus': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
  },
  '& button': {
    display: 'inline-flex',
    padding: 2,
    border: 0,
    borderRadius: 4,
    color: 'inherit',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  '& svg': { fontSize: 16 },
}));

const Listbox = styled('ul')(({ theme }) => ({
  boxSizing: 'border-box',
  margin: '4px 0 0',
  padding: 0,
  maxHeight: 220,
  overflow: 'auto',
  listStyle: 'none',
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: '1px solid',
  borderColor: (theme.vars ?? theme).palette.divider,
  borderRadius: 6,
  boxShadow: (theme.vars ?? theme).shadows[4],
  '& li': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: '6px 12px',
    cursor: 'pointer',
  },
  '& li svg': { visibility: 'hidden', fontSize: 18 },
  '& li[aria-selected="true"]': { fontWeight: 600 },
  '& li[aria-selected="true"] svg': { visibility: 'visible' },
  '& li.Mui-focused': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
}));

export default function HookTagsInput() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
    focused,
    popupOpen,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    id: 'hook-tags-skills',
    multiple: true,
    options: skills,
    defaultValue: [skills[8], skills[6]],
    disableCloseOnSelect: true,
  });

  return (
    <Root {...getRootProps()}>
      <Label {...getInputLabelProps()}>Skills</Label>
      <Field ref={setAnchorEl} className={focused ? 'focused' : undefined}>
        {value.map((skill, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <Tag key={key} {...tagProps}>
              {skill}
              <button type="button" tabIndex={-1} aria-label={`Remove ${skill}`} onClick={onDelete}>
                <CloseIcon />
              </button>
            </Tag>
          );
        })}
        <input {...getInputProps()} />
      </Field>
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
                <CheckIcon />
              </li>
            );
          })}
        </Listbox>
      </Popper>
    </Root>
  );
}

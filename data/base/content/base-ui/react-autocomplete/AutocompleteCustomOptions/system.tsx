import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

interface Person {
  name: string;
  team: string;
  away: boolean;
  hue: number;
}

const people: Person[] = [
  { name: 'Amara Okafor', team: 'Payments', away: false, hue: 210 },
  { name: 'Bruno Salgado', team: 'Design systems', away: true, hue: 150 },
  { name: 'Chen Wei', team: 'Mobile', away: false, hue: 280 },
  { name: 'Dalia Haddad', team: 'Security', away: false, hue: 20 },
  { name: 'Eero Laine', team: 'Payments', away: true, hue: 190 },
  { name: 'Farida Nasser', team: 'Search', away: false, hue: 330 },
  { name: 'Gabriel Mendes', team: 'Mobile', away: false, hue: 100 },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function AutocompleteCustomOptions() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getClearProps,
    getPopupIndicatorProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    dirty,
    value,
  } = useAutocomplete({
    options: people,
    getOptionLabel: (person) => person.name,
    getOptionDisabled: (person) => person.away,
    filterOptions: (options, { inputValue }) => {
      const query = inputValue.trim().toLowerCase();
      return options.filter((person) => `${person.name} ${person.team}`.toLowerCase().includes(query));
    },
  });
  const options = groupedOptions as Person[];

  return (
    <Layout>
      <Label {...getInputLabelProps()}>Reviewer</Label>
      <Anchor {...getRootProps()}>
        <Control data-focused={focused || undefined}>
          {value ? (
            <Avatar aria-hidden style={{ '--hue': value.hue } as React.CSSProperties} data-small>
              {initials(value.name)}
            </Avatar>
          ) : null}
          <Input {...getInputProps()} placeholder="Search by name or team" />
          {dirty ? (
            <IconButton {...getClearProps()} aria-label="Clear">
              <Close fontSize="small" />
            </IconButton>
          ) : null}
          <IconButton
            {...getPopupIndicatorProps()}
            aria-label={popupOpen ? 'Close suggestions' : 'Open suggestions'}
            data-open={popupOpen || undefined}
          >
            <KeyboardArrowDown fontSize="small" />
          </IconButton>
        </Control>
        {popupOpen && options.length > 0 ? (
          <Listbox {...getListboxProps()}>
            {options.map((person, index) => {
              const { key, ...optionProps } = getOptionProps({ option: person, index });
              return (
                <Option key={key} {...optionProps}>
                  <Avatar aria-hidden style={{ '--hue': person.hue } as React.CSSProperties}>
                    {initials(person.name)}
                  </Avatar>
                  <Text>
                    <Name>{person.name}</Name>
                    <Team>{person.team}</Team>
                  </Text>
                  {person.away ? <Away>Away</Away> : null}
                </Option>
              );
            })}
          </Listbox>
        ) : null}
        {popupOpen && options.length === 0 ? <Empty>Nobody matches that name or team.</Empty> : null}
      </Anchor>
    </Layout>
  );
}

const Layout = styled('div')({ width: '100%', maxWidth: 340, minHeight: 400 });

const Avatar = styled('span')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: '50%',
  background: 'linear-gradient(135deg, hsl(var(--hue) 70% 28%), hsl(calc(var(--hue) + 40) 70% 22%))',
  color: '#fff',
  fontSize: '0.75rem',
  fontWeight: 700,
  '&[data-small]': { width: 24, height: 24, marginLeft: 10, fontSize: '0.625rem' },
});

const Text = styled('span')({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

const Name = styled('span')({ fontWeight: 500 });

const Team = styled('span')({ fontSize: '0.8125rem', color: '#4b5563', '.dark &': { color: '#d1d5db' } });

const Away = styled('span')({
  padding: '2px 8px',
  borderRadius: 999,
  backgroundColor: '#fef3c7',
  color: '#78350f',
  fontSize: '0.75rem',
  fontWeight: 600,
  '.dark &': { backgroundColor: '#78350f', color: '#fef3c7' },
});

const Label = styled('label')({
  display: 'block',
  marginBottom: 4,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const Anchor = styled('div')({ position: 'relative' });

const Control = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  paddingRight: 6,
  borderRadius: 8,
  border: '1px solid #6b7280',
  backgroundColor: '#fff',
  color: '#111827',
  '&[data-focused]': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  '.dark &': {
    borderColor: '#9ca3af',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&[data-focused]': { borderColor: '#93c5fd', boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)' },
  },
});

const Input = styled('input')({
  flex: 1,
  minWidth: 0,
  padding: '10px 12px',
  border: 0,
  outline: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1rem',
  '&::placeholder': { color: '#6b7280' },
  '.dark &::placeholder': { color: '#9ca3af' },
});

const IconButton = styled('button')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  padding: 0,
  border: 0,
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: '#4b5563',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '& svg': { transition: 'transform 150ms' },
  '&[data-open] svg': { transform: 'rotate(180deg)' },
  '.dark &': { color: '#d1d5db', '&:hover': { backgroundColor: '#1f2937' } },
});

const Listbox = styled('ul')({
  position: 'absolute',
  zIndex: 10,
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: 240,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #e5e7eb',
  backgroundColor: '#fff',
  color: '#111827',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
  '.dark &': { borderColor: '#374151', backgroundColor: '#1f2937', color: '#f3f4f6', boxShadow: '0 8px 24px rgba(0, 0, 0, 0.5)' },
});

const Option = styled('li')({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  padding: '8px 10px',
  borderRadius: 6,
  fontSize: '0.9375rem',
  cursor: 'pointer',
  alignItems: 'center',
  '&[aria-selected="true"]': { backgroundColor: '#f3f4f6' },
  '&[aria-disabled="true"]': { cursor: 'not-allowed', '& > span:not(:last-child)': { opacity: 0.6 } },
  '&.Mui-focused': { backgroundColor: '#eff6ff' },
  '&.Mui-focusVisible': { outline: '2px solid #2563eb', outlineOffset: -2 },
  '.dark &': {
    '&[aria-selected="true"]': { backgroundColor: '#111827' },
    '&.Mui-focused': { backgroundColor: '#1e3a8a' },
    '&.Mui-focusVisible': { outlineColor: '#93c5fd' },
  },
});

const Empty = styled('div')({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  marginTop: 4,
  padding: '10px 12px',
  borderRadius: 8,
  border: '1px solid #e5e7eb',
  backgroundColor: '#fff',
  color: '#4b5563',
  fontSize: '0.875rem',
  '.dark &': { borderColor: '#374151', backgroundColor: '#1f2937', color: '#d1d5db' },
});

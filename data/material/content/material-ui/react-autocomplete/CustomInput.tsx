import Autocomplete from '@mui/material/Autocomplete';
import { styled } from '@mui/material/styles';

const units = [
  'bar',
  'centimetre',
  'gram',
  'hectare',
  'joule',
  'kelvin',
  'kilogram',
  'litre',
  'metre',
  'millilitre',
  'newton',
  'pascal',
  'watt',
];

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: '100%',
  maxWidth: 260,
  ...theme.typography.body2,
  '& label': { fontWeight: 600 },
  '& input': {
    boxSizing: 'border-box',
    width: '100%',
    padding: '8px 10px',
    font: 'inherit',
    color: (theme.vars ?? theme).palette.text.primary,
    backgroundColor: 'transparent',
    border: 0,
    borderBottom: '2px solid',
    borderBottomColor: (theme.vars ?? theme).palette.text.secondary,
    borderRadius: '4px 4px 0 0',
    '&:focus': {
      outline: 'none',
      borderBottomColor: (theme.vars ?? theme).palette.primary.main,
      backgroundColor: (theme.vars ?? theme).palette.action.hover,
    },
  },
}));

export default function CustomInput() {
  return (
    <Autocomplete
      id="custom-input-unit"
      options={units}
      sx={{ width: '100%', maxWidth: 260 }}
      renderInput={(params) => (
        // The popup anchors to the element that receives InputProps.ref.
        <Field ref={params.InputProps.ref}>
          <label {...params.InputLabelProps}>Unit of measure</label>
          <input type="text" {...params.inputProps} />
        </Field>
      )}
    />
  );
}

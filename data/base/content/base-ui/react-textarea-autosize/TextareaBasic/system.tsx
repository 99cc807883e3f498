import { styled } from '@mui/system';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const Label = styled('label')`
  display: grid;
  gap: 4px;
  font-size: 0.875rem;
  font-weight: 600;
`;

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 420,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #4b5563',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  lineHeight: 1.5,
  resize: 'none',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 1 },
  ...theme.applyStyles('dark', { borderColor: '#9ca3af' }),
}));

export default function TextareaBasic() {
  return (
    <Label>
      Delivery instructions
      <Textarea placeholder="Gate code, where to leave the parcel…" />
    </Label>
  );
}

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

export default function TextareaMaxRows() {
  return (
    <Label>
      Meeting notes
      <Textarea
        maxRows={5}
        defaultValue={[
          'Agenda: Q3 roadmap review.',
          'Mobile app: offline mode slips to October.',
          'Web: new checkout ships next sprint.',
          'Support: response time down to 3 hours.',
          'Hiring: two backend roles open.',
          'To do: Priya shares the budget draft by Friday.',
          'Next meeting: Tuesday at 10:00.',
        ].join('\n')}
      />
    </Label>
  );
}

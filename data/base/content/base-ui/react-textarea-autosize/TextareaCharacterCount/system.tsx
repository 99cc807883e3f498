import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const Row = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Action = styled(Button)`
  padding: 8px 14px;
  border-radius: 8px;
  border: 1px solid #1d4ed8;
  background-color: #2563eb;
  color: #fff;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background-color: #1d4ed8;
  }

  &.base--focusVisible {
    outline: 3px solid #60a5fa;
    outline-offset: 2px;
  }
`;

const Hint = styled('p')`
  margin: 0;
  font-size: 0.875rem;
`;

const Stack = styled('div')`
  display: grid;
  gap: 12px;
`;

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

const LIMIT = 280;

export default function TextareaCharacterCount() {
  const id = React.useId();
  const [text, setText] = React.useState('');
  const left = LIMIT - text.length;
  return (
    <Stack>
      <Label>
        Post an update
        <Textarea
          minRows={2}
          maxRows={6}
          value={text}
          maxLength={LIMIT}
          aria-describedby={id}
          onChange={(event) => setText(event.target.value)}
          placeholder="Share what your team shipped this week"
        />
      </Label>
      <Row>
        <Hint id={id}>{left} characters left</Hint>
        <Action disabled={text.trim() === ''} onClick={() => setText('')}>
          Post
        </Action>
      </Row>
    </Stack>
  );
}

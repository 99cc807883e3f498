import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import { TextareaAutosize, TextareaAutosizeProps } from '@mui/base/TextareaAutosize';

function Row(props: React.ComponentProps<'div'>) {
  return <div {...props} className="flex flex-wrap items-center gap-2" />;
}

const focusRing = '[&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400';

function Action(props: ButtonProps) {
  return (
    <Button
      {...props}
      className={`cursor-pointer rounded-lg border border-blue-700 bg-blue-600 px-3.5 py-2 text-sm font-semibold text-white hover:bg-blue-700 ${focusRing}`}
    />
  );
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className="m-0 text-sm" />;
}

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className="grid gap-3" />;
}

function Label(props: React.ComponentProps<'label'>) {
  return <label {...props} className="grid gap-1 text-sm font-semibold" />;
}

function Textarea(props: TextareaAutosizeProps) {
  return (
    <TextareaAutosize
      {...props}
      className="box-border w-full max-w-[420px] resize-none rounded-lg border border-gray-600 bg-transparent px-3 py-2 leading-normal text-inherit focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-400 dark:border-gray-400"
    />
  );
}

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

import * as React from 'react';
import { TextareaAutosize, TextareaAutosizeProps } from '@mui/base/TextareaAutosize';
import classes from './css.module.css';

function Label(props: React.ComponentProps<'label'>) {
  return <label {...props} className={classes.label} />;
}

function Textarea(props: TextareaAutosizeProps) {
  return <TextareaAutosize {...props} className={classes.textarea} />;
}

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

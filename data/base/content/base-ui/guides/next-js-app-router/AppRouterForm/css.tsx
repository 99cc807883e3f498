import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Slider } from '@mui/base/Slider';
import { Switch } from '@mui/base/Switch';
import classes from './css.module.css';

export default function AppRouterForm() {
  const emailId = React.useId();
  const digestId = React.useId();
  const countId = React.useId();
  const [sent, setSent] = React.useState('');
  // In the App Router this handler would be a Server Action (`<form action={save}>`), which receives the same FormData.
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(`Sent: email=${data.get('email')}, digest=${data.get('digest') ?? '(not sent)'}, articles=${data.get('articles')}`);
  };
  // Every prop below is a string, a number, a boolean or a tag name: a Server Component could render this form.
  return (
    <form className={classes.form} onSubmit={handleSubmit}>
      <div className={classes.field}>
        <label htmlFor={emailId} className={classes.label}>
          Email address
        </label>
        <Input
          id={emailId}
          name="email"
          type="email"
          required
          defaultValue="ines.okafor@example.com"
          className={classes.input}
          slotProps={{ input: { className: classes.inputElement } }}
        />
      </div>
      <div className={classes.row}>
        <Switch
          defaultChecked
          slotProps={{
            root: { className: classes.switch },
            track: { className: classes.track },
            thumb: { className: classes.thumb },
            input: { id: digestId, name: 'digest', className: classes.switchInput },
          }}
        />
        <label htmlFor={digestId} className={classes.label}>
          Weekly digest
        </label>
      </div>
      <div className={classes.field}>
        <span id={countId} className={classes.label}>
          Articles per email
        </span>
        <Slider
          name="articles"
          aria-labelledby={countId}
          defaultValue={5}
          min={1}
          max={10}
          slots={{ valueLabel: 'span' }}
          slotProps={{
            root: { className: classes.slider },
            rail: { className: classes.rail },
            track: { className: classes.sliderTrack },
            thumb: { className: classes.sliderThumb },
            valueLabel: { className: classes.valueLabel },
          }}
        />
      </div>
      <Button type="submit" className={classes.button}>
        Save preferences
      </Button>
      <p role="status" className={classes.output}>
        {sent}
      </p>
    </form>
  );
}

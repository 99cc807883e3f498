import * as React from 'react';
import Textarea, { textareaClasses } from '@mui/joy/Textarea';

export default function FloatingLabelTextarea() {
  const id = React.useId();

  return (
    <Textarea
      // Outside a FormControl, the id must go to the textarea slot (an id on Textarea itself is dropped).
      slotProps={{ textarea: { id } }}
      // A blank placeholder lets CSS tell an empty field (:placeholder-shown) from a filled one.
      placeholder=" "
      minRows={3}
      startDecorator={<label htmlFor={id}>Special requests for your stay</label>}
      sx={(theme) => ({
        maxWidth: 420,
        width: '100%',
        pt: '1.625rem',
        [`& .${textareaClasses.startDecorator}`]: {
          position: 'absolute',
          top: '1.625rem',
          left: 'var(--Textarea-paddingInline)',
          right: 'var(--Textarea-paddingInline)',
          m: 0,
          pointerEvents: 'none',
          color: theme.vars.palette.text.tertiary,
          transformOrigin: 'left top',
          transition: 'transform 150ms ease, color 150ms ease',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
        // Float the label while the field has focus or text (the aria-hidden textarea only measures the height).
        [`&:has(textarea:not([aria-hidden]):focus, textarea:not([aria-hidden]):not(:placeholder-shown)) .${textareaClasses.startDecorator}`]:
          {
            transform: 'translateY(-1.125rem) scale(0.8)',
            color: theme.vars.palette.text.secondary,
          },
        [`&.${textareaClasses.focused} .${textareaClasses.startDecorator}`]: {
          color: theme.vars.palette.primary.plainColor,
        },
        '@media (prefers-reduced-motion: reduce)': {
          [`& .${textareaClasses.startDecorator}`]: { transition: 'none' },
        },
      })}
    />
  );
}

import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Tooltip from '@mui/joy/Tooltip';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import type { Person } from './data';
import { parseRecipients, subjectError, SUBJECT_MAX } from './format';

export interface Draft {
  /** The draft being edited, when the form was opened from the Drafts folder. */
  id?: string;
  to: string;
  subject: string;
  body: string;
}

interface ComposeModalProps {
  initial: Draft;
  onSend: (draft: Draft, recipients: Person[]) => void;
  /** Closing a form with something in it keeps it in Drafts. */
  onSaveDraft: (draft: Draft) => void;
  onDiscard: (draft: Draft) => void;
}

type Errors = Partial<Record<'to' | 'subject', string>>;

/**
 * A new message. Rendered only while open, so each opening starts from `initial`; the modal traps
 * focus while open and gives it back to the button that opened it.
 */
export default function ComposeModal({ initial, onSend, onSaveDraft, onDiscard }: ComposeModalProps) {
  const [values, setValues] = React.useState(initial);
  const [errors, setErrors] = React.useState<Errors>({});
  const toRef = React.useRef<HTMLInputElement>(null);
  const subjectRef = React.useRef<HTMLInputElement>(null);
  const bodyRef = React.useRef<HTMLTextAreaElement>(null);
  const titleId = React.useId();

  // The first field to fill: the message of a draft that has its recipients, else the To field.
  // One frame after opening rather than `autoFocus`: when the form opens from the drawer, the
  // closing drawer hands focus back to its button first.
  React.useEffect(() => {
    const frame = requestAnimationFrame(() => (initial.to ? bodyRef : toRef).current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [initial.to]);

  const validate = (next: Draft): Errors => ({ to: parseRecipients(next.to).error, subject: subjectError(next.subject) });

  const change = (field: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // A field that was wrong loses its message as soon as it is right.
    if (field === 'to' || field === 'subject') {
      if (errors[field]) {
        setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
      }
    }
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (found.to) {
      toRef.current?.focus();
      return;
    }
    if (found.subject) {
      subjectRef.current?.focus();
      return;
    }
    onSend(values, parseRecipients(values.to).people);
  };

  const close = () => {
    const empty = !values.to.trim() && !values.subject.trim() && !values.body.trim();
    if (empty) {
      onDiscard(values);
    } else {
      onSaveDraft(values);
    }
  };

  return (
    <Modal open onClose={close}>
      <ModalDialog
        aria-labelledby={titleId}
        sx={{
          width: 'min(620px, calc(100vw - 24px))',
          maxHeight: 'calc(100dvh - 24px)',
          overflowY: 'auto',
          p: { xs: 2, sm: 3 },
        }}
      >
        <ModalClose aria-label="Close and keep as draft" />
        <DialogTitle id={titleId} component="h2">
          {initial.id ? 'Edit draft' : 'New message'}
        </DialogTitle>
        <form noValidate onSubmit={submit}>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormControl required error={Boolean(errors.to)}>
              <FormLabel>To</FormLabel>
              <Input
                type="email"
                autoComplete="off"
                placeholder="name@example.com"
                value={values.to}
                onChange={change('to')}
                slotProps={{ input: { ref: toRef, multiple: true, inputMode: 'email' } }}
              />
              <FormHelperText>
                {errors.to ? <InfoOutlinedIcon /> : null}
                {errors.to ?? 'Separate several addresses with commas.'}
              </FormHelperText>
            </FormControl>
            <FormControl required error={Boolean(errors.subject)}>
              <FormLabel>Subject</FormLabel>
              <Input
                value={values.subject}
                onChange={change('subject')}
                slotProps={{ input: { ref: subjectRef, maxLength: SUBJECT_MAX + 20 } }}
              />
              {errors.subject ? (
                <FormHelperText>
                  <InfoOutlinedIcon />
                  {errors.subject}
                </FormHelperText>
              ) : null}
            </FormControl>
            <FormControl>
              <FormLabel>Message</FormLabel>
              <Textarea minRows={6} maxRows={14} value={values.body} onChange={change('body')} slotProps={{ textarea: { ref: bodyRef } }} />
            </FormControl>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', pt: 1 }}>
              <Tooltip title="Discard" variant="soft">
                <IconButton variant="plain" color="danger" aria-label="Discard" onClick={() => onDiscard(values)} sx={{ mr: 'auto' }}>
                  <DeleteOutlineRoundedIcon />
                </IconButton>
              </Tooltip>
              <Button variant="outlined" color="neutral" onClick={() => onSaveDraft(values)}>
                Save draft
              </Button>
              <Button type="submit" endDecorator={<SendRoundedIcon />}>
                Send
              </Button>
            </Box>
          </Stack>
        </form>
      </ModalDialog>
    </Modal>
  );
}

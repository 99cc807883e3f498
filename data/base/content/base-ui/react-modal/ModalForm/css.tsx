import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import classes from './css.module.css';

// Modal gives the backdrop `open` and `ownerState` besides its DOM props: pass on only the DOM ones.
const BackdropBase = React.forwardRef<
  HTMLDivElement,
  { open?: boolean; className?: string; onClick?: React.MouseEventHandler<HTMLDivElement> }
>(function BackdropBase({ open, className, onClick }, ref) {
  return <div ref={ref} aria-hidden className={className} onClick={onClick} data-open={open || undefined} />;
});

export default function ModalForm() {
  const [open, setOpen] = React.useState(false);
  const [saved, setSaved] = React.useState('No delivery address yet.');
  const titleId = React.useId();
  const streetId = React.useId();
  const cityId = React.useId();
  const postcodeId = React.useId();
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSaved(`Delivering to ${data.get('street')}, ${data.get('postcode')} ${data.get('city')}.`);
    setOpen(false);
  };
  return (
    <div className={classes.row}>
      <button className={classes.primaryButton} type="button" onClick={() => setOpen(true)}>
        Add delivery address
      </button>
      <span role="status">{saved}</span>
      <Modal
        className={classes.modal}
        slots={{ backdrop: BackdropBase }}
        slotProps={{ backdrop: { className: classes.backdrop } }}
        open={open}
        onClose={() => setOpen(false)}
      >
        <div className={classes.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <form onSubmit={handleSubmit}>
            <h2 className={classes.title} id={titleId}>
              Delivery address
            </h2>
            <div className={classes.field}>
              <label htmlFor={streetId}>Street and number</label>
              <input className={classes.input} id={streetId} name="street" required autoComplete="street-address" />
            </div>
            <div className={classes.field}>
              <label htmlFor={postcodeId}>Postcode</label>
              <input className={classes.input} id={postcodeId} name="postcode" required autoComplete="postal-code" />
            </div>
            <div className={classes.field}>
              <label htmlFor={cityId}>City</label>
              <input className={classes.input} id={cityId} name="city" required autoComplete="address-level2" />
            </div>
            <div className={classes.actions}>
              <button className={classes.secondaryButton} type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button className={classes.primaryButton} type="submit">
                Save address
              </button>
            </div>
          </form>
        </div>
      </Modal>
    </div>
  );
}

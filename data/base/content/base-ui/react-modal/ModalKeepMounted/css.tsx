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

const categories = ['Running shoes', 'Trail shoes', 'Socks', 'Rain jackets', 'Headlamps'];

export default function ModalKeepMounted() {
  const [open, setOpen] = React.useState(false);
  const [applied, setApplied] = React.useState<string[]>([]);
  const titleId = React.useId();
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setApplied(new FormData(event.currentTarget).getAll('category').map(String));
    setOpen(false);
  };
  return (
    <div className={classes.row}>
      <button className={classes.secondaryButton} type="button" onClick={() => setOpen(true)}>
        Filters{applied.length > 0 ? ` (${applied.length})` : ''}
      </button>
      <span role="status">{applied.length === 0 ? 'Showing all products' : `Showing: ${applied.join(', ')}`}</span>
      <Modal
        className={classes.modal}
        slots={{ backdrop: BackdropBase }}
        slotProps={{ backdrop: { className: classes.backdrop } }}
        keepMounted
        open={open}
        onClose={() => setOpen(false)}
      >
        <div className={classes.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <form onSubmit={handleSubmit}>
            <h2 className={classes.title} id={titleId}>
              Filter products
            </h2>
            <fieldset className={classes.fieldset}>
              <legend className={classes.legend}>Category</legend>
              {categories.map((category) => (
                <label className={classes.check} key={category}>
                  <input type="checkbox" name="category" value={category} />
                  {category}
                </label>
              ))}
            </fieldset>
            <div className={classes.actions}>
              <button className={classes.secondaryButton} type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button className={classes.primaryButton} type="submit">
                Apply filters
              </button>
            </div>
          </form>
        </div>
      </Modal>
    </div>
  );
}

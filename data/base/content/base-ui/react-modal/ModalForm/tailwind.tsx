import * as React from 'react';
import { Modal } from '@mui/base/Modal';

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
    <div className="flex flex-wrap items-center gap-4">
      <button
        className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-blue-700 bg-blue-700 text-white hover:bg-blue-800"
        type="button"
        onClick={() => setOpen(true)}
      >
        Add delivery address
      </button>
      <span role="status">{saved}</span>
      <Modal
        className="fixed inset-0 z-[1300] flex items-center justify-center p-4 [&.base-Modal-hidden]:invisible"
        slots={{ backdrop: BackdropBase }}
        slotProps={{ backdrop: { className: 'fixed inset-0 -z-10 bg-slate-900/55' } }}
        open={open}
        onClose={() => setOpen(false)}
      >
        <div
          className="box-border w-full max-w-[440px] rounded-xl p-6 shadow-2xl outline-none border border-solid border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
        >
          <form onSubmit={handleSubmit}>
            <h2 className="m-0 text-lg font-semibold" id={titleId}>
              Delivery address
            </h2>
            <div className="mt-4 flex flex-col gap-1.5 text-sm font-medium">
              <label htmlFor={streetId}>Street and number</label>
              <input
                className="rounded-lg border border-solid border-gray-300 bg-white px-3 py-2 font-[inherit] text-sm text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-400 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
                id={streetId}
                name="street"
                required
                autoComplete="street-address"
              />
            </div>
            <div className="mt-4 flex flex-col gap-1.5 text-sm font-medium">
              <label htmlFor={postcodeId}>Postcode</label>
              <input
                className="rounded-lg border border-solid border-gray-300 bg-white px-3 py-2 font-[inherit] text-sm text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-400 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
                id={postcodeId}
                name="postcode"
                required
                autoComplete="postal-code"
              />
            </div>
            <div className="mt-4 flex flex-col gap-1.5 text-sm font-medium">
              <label htmlFor={cityId}>City</label>
              <input
                className="rounded-lg border border-solid border-gray-300 bg-white px-3 py-2 font-[inherit] text-sm text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-400 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
                id={cityId}
                name="city"
                required
                autoComplete="address-level2"
              />
            </div>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <button
                className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
                type="button"
                onClick={() => setOpen(false)}
              >
                Cancel
              </button>
              <button
                className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-blue-700 bg-blue-700 text-white hover:bg-blue-800"
                type="submit"
              >
                Save address
              </button>
            </div>
          </form>
        </div>
      </Modal>
    </div>
  );
}

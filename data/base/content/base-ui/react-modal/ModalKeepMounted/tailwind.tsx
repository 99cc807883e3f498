import * as React from 'react';
import { Modal } from '@mui/base/Modal';

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
    <div className="flex flex-wrap items-center gap-4">
      <button
        className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
        type="button"
        onClick={() => setOpen(true)}
      >
        Filters{applied.length > 0 ? ` (${applied.length})` : ''}
      </button>
      <span role="status">{applied.length === 0 ? 'Showing all products' : `Showing: ${applied.join(', ')}`}</span>
      <Modal
        className="fixed inset-0 z-[1300] flex items-center justify-center p-4 [&.base-Modal-hidden]:invisible"
        slots={{ backdrop: BackdropBase }}
        slotProps={{ backdrop: { className: 'fixed inset-0 -z-10 bg-slate-900/55' } }}
        keepMounted
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
              Filter products
            </h2>
            <fieldset className="m-0 mt-4 border-0 p-0">
              <legend className="p-0 text-sm font-semibold">Category</legend>
              {categories.map((category) => (
                <label className="mt-3 flex items-center gap-2 text-sm" key={category}>
                  <input type="checkbox" name="category" value={category} />
                  {category}
                </label>
              ))}
            </fieldset>
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
                Apply filters
              </button>
            </div>
          </form>
        </div>
      </Modal>
    </div>
  );
}

// @vitest-environment jsdom
import { act, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { setupBrowserDom } from '../../../tests/helpers/browser-dom';
import { Button } from './button';
import { ConfirmDialog, Dialog, DialogClose } from './dialog';

const { mount, click } = setupBrowserDom();

const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  );

/** A page with a button that opens a confirm dialog from code, as a row menu does. */
function ConfirmPage(props: { onConfirm: () => void | Promise<unknown>; onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete order
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) props.onClosed?.();
        }}
        title="Delete order #1042?"
        description="It moves to the archive."
        confirmLabel="Delete order"
        busyLabel="Deleting…"
        onConfirm={props.onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('draws nothing while closed', () => {
    expect(
      renderToStaticMarkup(
        <ConfirmDialog
          open={false}
          onOpenChange={() => {}}
          title="t"
          description="d"
          confirmLabel="Go"
          onConfirm={() => {}}
        />,
      ),
    ).toBe('');
  });

  it('asks with its title and words, and runs the action on Confirm, closing at once', async () => {
    const onConfirm = vi.fn();
    const onClosed = vi.fn();
    await mount(<ConfirmPage onConfirm={onConfirm} onClosed={onClosed} />);
    await click(button('Delete order'));

    const dialog = document.querySelector('[role="alertdialog"]')!;
    expect(dialog).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Delete order #1042?',
    );
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'It moves to the archive.',
    );
    // Radix moves focus into the dialog (Cancel first: nothing is lost by a stray Enter)
    expect(dialog.contains(document.activeElement)).toBe(true);

    const confirm = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Delete order')!;
    expect(confirm.className).toContain('bg-red-700');
    await click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClosed).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    // focus back on what opened it
    expect(document.activeElement?.textContent).toBe('Delete order');
  });

  it('waits, busy, for an action that returns a promise, then closes', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await mount(<ConfirmPage onConfirm={onConfirm} />);
    await click(button('Delete order'));
    const dialog = document.querySelector('[role="alertdialog"]')!;
    await click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Delete order'));

    expect(onConfirm).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="alertdialog"]')).toBeTruthy();
    expect(button('Deleting…')?.disabled).toBe(true);
    expect(button('Cancel')?.disabled).toBe(true);

    await act(async () => finish());
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('closes on Cancel without running the action', async () => {
    const onConfirm = vi.fn();
    await mount(<ConfirmPage onConfirm={onConfirm} />);
    await click(button('Delete order'));
    await click(button('Cancel'));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });
});

describe('Dialog', () => {
  it('opens from its trigger with one overlay, a title, a description and a close button; focus goes back', async () => {
    await mount(
      <Dialog
        trigger={<Button>Create bundle</Button>}
        title="Create a bundle"
        description="Pick three products."
        closeButton
      >
        <label>
          Name <input name="title" />
        </label>
        <DialogClose>Cancel</DialogClose>
      </Dialog>,
    );
    await click(button('Create bundle'));
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Create a bundle',
    );
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Pick three products.',
    );
    expect(document.querySelectorAll('.bg-black\\/50')).toHaveLength(1);
    expect(dialog.contains(document.activeElement)).toBe(true);

    await click(button('Close'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Create bundle');

    await click(button('Create bundle'));
    await click(button('Cancel'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('sends focus where onCloseAutoFocus says, instead of back to the trigger', async () => {
    await mount(
      <>
        <Dialog
          trigger={<Button>Add endpoint</Button>}
          title="Add an endpoint"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById('after')?.focus();
          }}
        >
          <DialogClose>Cancel</DialogClose>
        </Dialog>
        <h2 id="after" tabIndex={-1}>
          Its secret
        </h2>
      </>,
    );
    await click(button('Add endpoint'));
    await click(button('Cancel'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    // Radix moves focus as its focus scope unmounts, which a busy machine may run a moment later
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('after'));
  });

  it('a confirm dialog sends focus to focusOnClose when it is on the page, else back to its opener', async () => {
    function RollPage() {
      const [open, setOpen] = useState(false);
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            New secret
          </button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Make a new secret?"
            description="The old one stops."
            confirmLabel="Make it"
            focusOnClose="rolled"
            onConfirm={async () => setShown(true)}
          />
          {shown && (
            <h2 id="rolled" tabIndex={-1}>
              New secret
            </h2>
          )}
        </>
      );
    }
    await mount(<RollPage />);
    const opener = button('New secret')!;
    opener.focus(); // as a person's click would
    await click(opener);
    await click(button('Cancel'));
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
    await click(opener);
    await click(button('Make it'));
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('rolled'));
  });

  it('without a description, names no description (and Radix does not warn)', async () => {
    await mount(<Dialog open onOpenChange={() => {}} title="Enter your password" />);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setupBrowserDom } from '../../../tests/helpers/browser-dom';
import { RowActions, type RowAction } from './row-actions';

const { mount, click } = setupBrowserDom();

function page(actions: RowAction[], busy = false) {
  const Stub = createRoutesStub([
    {
      path: '/admin/orders',
      Component: () => <RowActions name="order #1042" actions={actions} busy={busy} />,
    },
    { path: '/admin/orders/o1/edit', Component: () => <h1>Editing</h1> },
  ]);
  return <Stub initialEntries={['/admin/orders']} />;
}

async function openMenu() {
  const trigger = document.querySelector('button[aria-label="Actions for order #1042"]')!;
  expect(trigger).toBeTruthy();
  await act(async () => {
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  return [...document.querySelectorAll('[role="menuitem"]')] as HTMLElement[];
}

describe('RowActions', () => {
  it('names its trigger after the row (server render) and leaves the menu closed', () => {
    const html = renderToString(page([{ label: 'Delete', onSelect: () => {} }]));
    expect(html).toContain('aria-label="Actions for order #1042"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).not.toContain('role="menuitem"');
  });

  it('draws nothing without actions, and leaves out the ones that are false', async () => {
    expect(renderToString(page([]))).not.toContain('Actions for');
    await mount(page([false as unknown as RowAction, { label: 'Restore', onSelect: () => {} }]));
    expect((await openMenu()).map((i) => i.textContent)).toEqual(['Restore']);
  });

  it('runs an action on choosing it, links to a page, and draws a dangerous one in red', async () => {
    const restore = vi.fn();
    await mount(
      page([
        { label: 'Edit', href: '/admin/orders/o1/edit' },
        { label: 'Restore', onSelect: restore },
        { label: 'Delete', danger: true, disabled: true, onSelect: () => {} },
      ]),
    );
    const items = await openMenu();
    expect(items.map((i) => i.textContent)).toEqual(['Edit', 'Restore', 'Delete']);
    expect(items[0]!.tagName).toBe('A');
    expect(items[0]!.getAttribute('href')).toBe('/admin/orders/o1/edit');
    expect(items[2]!.className).toContain('text-red-700');
    expect(items[2]!.getAttribute('aria-disabled')).toBe('true');

    await click(items[1]);
    expect(restore).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="menu"]')).toBeNull();
  });

  it('asks before an action with a confirm, and runs it on Confirm only', async () => {
    const remove = vi.fn();
    await mount(
      page([
        {
          label: 'Delete',
          danger: true,
          onSelect: remove,
          confirm: {
            title: 'Delete order #1042?',
            description: 'It moves to the archive.',
            confirmLabel: 'Delete order',
          },
        },
      ]),
    );
    await click((await openMenu())[0]);
    expect(remove).not.toHaveBeenCalled();
    const dialog = document.querySelector('[role="alertdialog"]')!;
    expect(dialog.textContent).toContain('Delete order #1042?');

    const confirm = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Delete order')!;
    await click(confirm);
    expect(remove).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    // focus back on the row's menu button, not lost on the page (Radix returns it after a tick)
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Actions for order #1042');
  });

  it('waits while busy', async () => {
    await mount(page([{ label: 'Delete', onSelect: () => {} }], true));
    const trigger = document.querySelector<HTMLButtonElement>('button[aria-label="Actions for order #1042"]');
    expect(trigger?.disabled).toBe(true);
  });
});
